import { queryOptions } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '@shared/schemas/site.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const blogListQuery = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => apiRequest<{ posts: BlogPostSummary[] }>('/api/blog', { signal }),
    select: (data) => data.posts,
  });

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => apiRequest<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`, { signal }),
    // A missing post stays missing; retrying only delays the not-found page.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });
