/** The narration timings lab's one call; the server refuses it to anyone but admins (403). */
import { useMutation } from '@tanstack/react-query';
import type { NarrationLabRequest, NarrationLabResponse } from '@shared/schemas/narration-lab.ts';
import { apiRequest } from '../../lib/api-client.ts';

export function useNarrationLab() {
  return useMutation({
    mutationFn: (input: NarrationLabRequest) =>
      apiRequest<NarrationLabResponse>('/api/lab/narration', { method: 'POST', body: input, requireAuth: true }),
  });
}

/** Aligns an uploaded reading of the lab's text, as a parent's recorded page is aligned. */
export function useRecordingLab() {
  return useMutation({
    mutationFn: (input: { text: string; readingLevel: string; file: File }) => {
      const form = new FormData();
      form.set('text', input.text);
      form.set('readingLevel', input.readingLevel);
      form.set('file', input.file);
      return apiRequest<NarrationLabResponse>('/api/lab/narration/recording', { method: 'POST', body: form, requireAuth: true });
    },
  });
}
