import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

interface PictureAddress {
  /** The picture's API path. */
  src: string;
  /** A short-lived signed link the <img> loads by itself (the owner's own story); `src` stands in when it fails. */
  signedUrl?: string | null;
  /** Changes when the picture is drawn again (its storage key), so a new one is fetched. */
  version: string;
  /** Pictures of a parent's own story need their token; a shared story's do not. */
  auth?: boolean;
}

const pictureClass = 'h-full w-full object-contain';
/** Every picture is drawn 4:3 (800 × 600): its box is known before it arrives. */
const pictureWidth = 800;
const pictureHeight = 600;

/** The version rides in the address too, so the browser's own cache never answers with the old picture. */
const versioned = (src: string, version: string) => `${src}${src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version.split('/').pop() ?? version)}`;

/**
 * One picture's query: a book asks for the pictures on screen first, with the same key its pages
 * use. A signed link is fetched as the <img> will load it, so the browser's cache answers the <img>.
 */
export const pictureQuery = ({ src, version, auth = true, signedUrl }: PictureAddress) =>
  queryOptions({
    queryKey: ['pictures', src, version],
    queryFn: async () => {
      const signed = signedUrl ? await fetch(signedUrl).catch(() => null) : null;
      if (signed?.ok) return signed.blob();
      return apiRequest<Blob>(versioned(src, version), { responseType: 'blob', requireAuth: auth });
    },
    staleTime: Infinity,
  });

interface PagePictureProps extends PictureAddress {
  alt: string;
  /**
   * Waits to be fetched (until the pictures on screen have arrived, or, loaded by the <img> itself,
   * until it is about to be seen); a picture already fetched shows at once.
   */
  later?: boolean;
}

/**
 * A page's picture. With a signed link (or a public address) the <img> loads it straight away (the browser caches it,
 * offline the service worker answers by its path). Otherwise, or when the link has run out, it is
 * fetched (with the parent's token where needed: an <img> cannot send one) and shown from a blob
 * URL. Either way an SVG is only ever an image: nothing in it can run.
 */
export function PagePicture({ src, signedUrl, version, alt, auth = true, later = false }: PagePictureProps) {
  const [failedLink, setFailedLink] = useState<string | null>(null);
  // A picture anyone may see (a shared story's) is loaded by the <img> from its own address.
  const link = signedUrl ?? (auth ? null : versioned(src, version));
  const direct = link && link !== failedLink ? link : null;
  const picture = useQuery({ ...pictureQuery({ src, version, auth, signedUrl }), enabled: !direct && !later });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (direct) {
    return (
      <img
        src={direct}
        alt={alt}
        className={pictureClass}
        draggable={false}
        width={pictureWidth}
        height={pictureHeight}
        decoding="async"
        loading={later ? 'lazy' : 'eager'}
        fetchPriority={later ? 'low' : 'high'}
        onError={() => setFailedLink(direct)}
      />
    );
  }
  return url ? (
    <img src={url} alt={alt} className={pictureClass} draggable={false} width={pictureWidth} height={pictureHeight} decoding="async" />
  ) : (
    <div role="img" aria-label={picture.isError ? 'The picture could not be loaded.' : 'The picture is loading.'} className="h-full w-full animate-pulse bg-muted" />
  );
}
