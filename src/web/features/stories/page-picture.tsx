import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

interface PagePictureProps {
  storyId: string;
  index: number;
  /** The page's illustration key; it changes when the page is drawn again. */
  path: string;
  alt: string;
}

/**
 * A page's picture. It is fetched with the parent's token (an <img> cannot send one) and shown
 * from a blob URL, so the SVG is only ever an image: nothing in it can run.
 */
export function PagePicture({ storyId, index, path, alt }: PagePictureProps) {
  const picture = useQuery({
    queryKey: ['stories', storyId, 'pictures', path],
    queryFn: () => apiRequest<Blob>(`/api/stories/${storyId}/pages/${index}/illustration`, { responseType: 'blob', requireAuth: true }),
    staleTime: Infinity,
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <div className="mx-auto aspect-[4/3] w-full max-w-[38rem] overflow-hidden rounded-2xl bg-muted">
      {url ? (
        <img src={url} alt={alt} className="h-full w-full object-cover" />
      ) : (
        <div role="img" aria-label={picture.isError ? 'The picture could not be loaded.' : 'The picture is loading.'} className="h-full w-full animate-pulse" />
      )}
    </div>
  );
}
