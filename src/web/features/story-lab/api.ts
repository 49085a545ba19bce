/** The story-generation lab's one call; the server refuses it to anyone but admins (403). */
import { useMutation } from '@tanstack/react-query';
import type { StoryLabRequest, StoryLabResponse } from '@shared/schemas/story-lab.ts';
import { apiRequest } from '../../lib/api-client.ts';

export function useStoryLab() {
  return useMutation({
    mutationFn: (input: StoryLabRequest) =>
      apiRequest<StoryLabResponse>('/api/lab/story', { method: 'POST', body: input, requireAuth: true }),
  });
}
