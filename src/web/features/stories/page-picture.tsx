import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

interface PictureAddress {
  /** The picture's API path. */
  src: string;
  /** Changes when the picture is drawn again (its storage key), so a new one is fetched. */
  version: string;
  /** Pictures of a parent's own story need their token; a shared story's do not. */
  auth?: boolean;
}

/** One picture's query: a book asks for the pictures on screen first, with the same key its pages use. */
export const pictureQuery = ({ src, version, auth = true }: PictureAddress) =>
  queryOptions({
    queryKey: ['pictures', src, version],
    // The version rides in the address too, so the browser's own cache never answers with the old picture.
    queryFn: () => apiRequest<Blob>(`${src}${src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version.split('/').pop() ?? version)}`, { responseType: 'blob', requireAuth: auth }),
    staleTime: Infinity,
  });

interface PagePictureProps extends PictureAddress {
  alt: string;
  /** Waits to be fetched (until the pictures on screen have arrived); a picture already fetched shows at once. */
  later?: boolean;
}

/**
 * A page's picture. It is fetched (with the parent's token where needed: an <img> cannot send one)
 * and shown from a blob URL, so an SVG is only ever an image: nothing in it can run.
 */
export function PagePicture({ src, version, alt, auth = true, later = false }: PagePictureProps) {
  const picture = useQuery({ ...pictureQuery({ src, version, auth }), enabled: !later });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return url ? (
    <img src={url} alt={alt} className="h-full w-full object-contain" draggable={false} />
  ) : (
    <div role="img" aria-label={picture.isError ? 'The picture could not be loaded.' : 'The picture is loading.'} className="h-full w-full animate-pulse bg-muted" />
  );
}
