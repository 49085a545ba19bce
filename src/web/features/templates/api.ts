/** The story templates (/api/templates), and the /templates filter kept in the page's address. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateCard, TemplateListResponse } from '@shared/schemas/templates.ts';
import { storyThemeIds } from '@shared/story-themes.ts';
import { templateAgeRange } from '@shared/story-templates.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const templatesQuery = queryOptions({
  queryKey: ['templates'],
  queryFn: async ({ signal }) => (await apiRequest<TemplateListResponse>('/api/templates', { requireAuth: true, signal })).templates,
  staleTime: 5 * 60_000,
});

export const useTemplates = () => useQuery(templatesQuery);

export interface TemplateFilter {
  /** A child's age in years, or null for any. */
  age: number | null;
  theme: string;
}

export function templateFilterFromQuery(search: string): TemplateFilter {
  const params = new URLSearchParams(search);
  const age = Number(params.get('age'));
  const theme = params.get('theme') ?? '';
  return {
    age: Number.isInteger(age) && age >= templateAgeRange.min && age <= templateAgeRange.max ? age : null,
    theme: (storyThemeIds as readonly string[]).includes(theme) ? theme : '',
  };
}

export function templateFilterToQuery(filter: TemplateFilter): string {
  const params = new URLSearchParams();
  if (filter.age !== null) params.set('age', String(filter.age));
  if (filter.theme) params.set('theme', filter.theme);
  return params.toString();
}

export function matchesFilter(template: TemplateCard, filter: TemplateFilter): boolean {
  if (filter.theme && template.theme !== filter.theme) return false;
  return filter.age === null || (template.minAge <= filter.age && filter.age <= template.maxAge);
}

export const agesLabel = (template: Pick<TemplateCard, 'minAge' | 'maxAge'>) => `Ages ${template.minAge}–${template.maxAge}`;
