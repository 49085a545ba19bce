import { useMutation } from '@tanstack/react-query';
import { contactRequest, type ContactRequest } from '@shared/schemas/contact.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type ContactField = keyof ContactRequest;
export type ContactErrors = Partial<Record<ContactField, string>>;

const fields = new Set<string>(['name', 'email', 'subject', 'message']);
export const isContactField = (value: string | undefined): value is ContactField => fields.has(value ?? '');

/** The same schema the server validates with: the first message for each field. */
export function validateContact(values: ContactRequest): { data: ContactRequest } | { errors: ContactErrors } {
  const parsed = contactRequest.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isContactField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactRequest) =>
      apiRequest<{ success: true; message: string }>('/api/contact', { method: 'POST', body: input }),
  });
}
