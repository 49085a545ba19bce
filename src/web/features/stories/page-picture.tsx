import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

interface PagePictureProps {
  /** The picture's API path. */
  src: string;
  /** Changes when the picture is drawn again (its storage key), so a new one is fetched. */
  version: string;
  alt: string;
  /** Pictures of a parent's own story need their token; a shared story's do not. */
  auth?: boolean;
}

/**
 * A page's picture. It is fetched (with the parent's token where needed: an <img> cannot send one)
 * and shown from a blob URL, so an SVG is only ever an image: nothing in it can run.
 */
export function PagePicture({ src, version, alt, auth = true }: PagePictureProps) {
  const picture = useQuery({
    queryKey: ['pictures', src, version],
    // The version rides in the address too, so the browser's own cache never answers with the old picture.
    queryFn: () => apiRequest<Blob>(`${src}${src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version.split('/').pop() ?? version)}`, { responseType: 'blob', requireAuth: auth }),
    staleTime: Infinity,
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return url ? (
    <img src={url} alt={alt} className="h-full w-full object-contain" draggable={false} />
  ) : (
    <div role="img" aria-label={picture.isError ? 'The picture could not be loaded.' : 'The picture is loading.'} className="h-full w-full animate-pulse bg-muted" />
  );
}
