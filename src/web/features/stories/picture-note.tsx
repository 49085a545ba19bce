import type { PageIllustrationInfo } from '@shared/schemas/illustrations.ts';

/** What the parent is told about the current page's picture when an outside image model drew it (or could not). */
export function pictureNote(info: PageIllustrationInfo | null | undefined): string | null {
  if (!info) return null;
  if (info.fellBack === 'refused') return 'Drawn by the built-in illustrator: the image service declined this picture.';
  if (info.fellBack === 'failed') return 'Drawn by the built-in illustrator: the image service could not draw this picture.';
  if (info.likeness) return `Likeness checked: ${info.likeness.score}/10`;
  return null;
}

export function PictureNote({ info }: { info: PageIllustrationInfo | null | undefined }) {
  const note = pictureNote(info);
  return note ? <p className="text-xs text-fg-muted">{note}</p> : null;
}
