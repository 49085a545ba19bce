/** The admin area's story-template calls (/api/admin/templates); the server refuses them to non-admins. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTemplate, TemplateInput } from '@shared/schemas/templates.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { templatesQuery } from '../templates/api.ts';

const adminTemplatesQuery = queryOptions({
  queryKey: ['admin', 'templates'],
  queryFn: async ({ signal }) => (await apiRequest<{ templates: AdminTemplate[] }>('/api/admin/templates', { requireAuth: true, signal })).templates,
});

export const useAdminTemplates = () => useQuery(adminTemplatesQuery);

export function libraryDraft(libraryStoryId: string): Promise<TemplateInput> {
  return apiRequest<TemplateInput>(`/api/admin/templates/draft?fromLibrary=${encodeURIComponent(libraryStoryId)}`, { requireAuth: true });
}

/** Saves a new template (no id) or changes one; parents' template lists are refreshed too. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput }) =>
      apiRequest<AdminTemplate>(id ? `/api/admin/templates/${encodeURIComponent(id)}` : '/api/admin/templates', {
        method: id ? 'PUT' : 'POST',
        body: input,
        requireAuth: true,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminTemplatesQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
    },
  });
}
