import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * A library story's cover, fetched with the reader's token and shown from a blob URL (like a page's
 * picture), or a plain panel in the theme's colours when the story has none.
 */
export function LibraryCover({ id, hasCover }: { id: string; hasCover: boolean }) {
  const cover = useQuery({
    queryKey: ['library', 'cover', id],
    queryFn: () => apiRequest<Blob>(`/api/library/${encodeURIComponent(id)}/cover`, { responseType: 'blob', requireAuth: true }),
    enabled: hasCover,
    staleTime: Infinity,
  });
  const url = useMemo(() => (cover.data ? URL.createObjectURL(cover.data) : null), [cover.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <div className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-accent-soft">
      {url ? <img src={url} alt="" className="h-full w-full object-cover" /> : <div aria-hidden="true" className={hasCover && !cover.isError ? 'h-full w-full animate-pulse bg-muted' : 'h-full w-full'} />}
    </div>
  );
}
