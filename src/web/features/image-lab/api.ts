/** The illustration labs' calls; the server refuses them to anyone but admins (403). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ImageLabResponse, imageLabRequest, ImageProvidersResponse } from '@shared/schemas/image-lab.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type ImageLabInput = z.input<typeof imageLabRequest>;

const imageProvidersQuery = queryOptions({
  queryKey: ['lab', 'image-providers'] as const,
  queryFn: ({ signal }) => apiRequest<ImageProvidersResponse>('/api/lab/image-providers', { requireAuth: true, signal }),
});

export const useImageProviders = () => useQuery(imageProvidersQuery);

export function useImageLab() {
  return useMutation({
    mutationFn: (input: ImageLabInput) => apiRequest<ImageLabResponse>('/api/lab/images', { method: 'POST', body: input, requireAuth: true }),
  });
}
