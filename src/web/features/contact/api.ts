import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@shared/schemas/contact.ts';
import { apiRequest } from '../../lib/api-client.ts';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactRequest) =>
      apiRequest<{ success: true; message: string }>('/api/contact', { method: 'POST', body: input }),
  });
}
