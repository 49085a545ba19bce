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
