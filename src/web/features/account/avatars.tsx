/**
 * The built-in profile pictures. A parent picks one instead of uploading a photo: nothing personal
 * is stored, and the picture works offline and in both themes. The choice is kept in the identity
 * user's `image` field as `avatar:<id>`.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { initialsOf } from '@shared/names.ts';

export const avatarPrefix = 'avatar:';

const art = {
  moon: {
    label: 'Moon',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#2d2a6e" />
        <path d="M38 14a18 18 0 1 0 12 30A15 15 0 0 1 38 14z" fill="#f6c65b" />
        <circle cx="19" cy="18" r="1.8" fill="#fdf0d2" />
        <circle cx="48" cy="17" r="1.4" fill="#fdf0d2" />
        <circle cx="14" cy="40" r="1.2" fill="#fdf0d2" />
      </>
    ),
  },
  sun: {
    label: 'Sun',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#fde2a7" />
        <g stroke="#e8892b" strokeWidth="3.5" strokeLinecap="round">
          <path d="M32 8v7M32 49v7M8 32h7M49 32h7M15 15l5 5M44 44l5 5M15 49l5-5M44 20l5-5" />
        </g>
        <circle cx="32" cy="32" r="13" fill="#f3a83d" />
        <circle cx="27.5" cy="30" r="1.8" fill="#7a3f12" />
        <circle cx="36.5" cy="30" r="1.8" fill="#7a3f12" />
        <path d="M27 36q5 4 10 0" stroke="#7a3f12" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  owl: {
    label: 'Owl',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#2f6f73" />
        <path d="M16 20l6 6h20l6-6v26a12 12 0 0 1-12 12h-8a12 12 0 0 1-12-12z" fill="#a7744a" />
        <path d="M22 46q10 8 20 0v4a8 8 0 0 1-8 6h-4a8 8 0 0 1-8-6z" fill="#d9b38c" />
        <circle cx="25" cy="34" r="7" fill="#fff8ea" />
        <circle cx="39" cy="34" r="7" fill="#fff8ea" />
        <circle cx="25" cy="34" r="3" fill="#24212e" />
        <circle cx="39" cy="34" r="3" fill="#24212e" />
        <path d="M30 40l2 4 2-4z" fill="#f3a83d" />
      </>
    ),
  },
  fox: {
    label: 'Fox',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#cfe8c8" />
        <path d="M14 14l10 10h16l10-10v20L32 54 14 34z" fill="#e8772e" />
        <path d="M14 34l18 20 18-20-9 3-9 8-9-8z" fill="#fff8ea" />
        <path d="M17 18l5 6-5 3z M47 18l-5 6 5 3z" fill="#7a3f12" />
        <circle cx="25" cy="33" r="2.2" fill="#24212e" />
        <circle cx="39" cy="33" r="2.2" fill="#24212e" />
        <circle cx="32" cy="47" r="2.6" fill="#24212e" />
      </>
    ),
  },
  whale: {
    label: 'Whale',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#bfe3f5" />
        <path d="M30 18q0-6 4-8M30 18q-2-6-7-6M30 18q4-4 9-2" stroke="#3b6fb6" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <path d="M10 38q2-14 20-14t22 12l6-6q2 8-6 12q-4 10-22 10T10 38z" fill="#3b6fb6" />
        <path d="M14 42q16 8 34 0q-4 8-18 8t-16-8z" fill="#dbeefa" />
        <circle cx="22" cy="34" r="2.2" fill="#14141f" />
        <path d="M8 52q6-3 12 0t12 0t12 0t12 0" stroke="#3b6fb6" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  rocket: {
    label: 'Rocket',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#1f2a4d" />
        <circle cx="14" cy="16" r="1.4" fill="#fdf0d2" />
        <circle cx="50" cy="46" r="1.6" fill="#fdf0d2" />
        <circle cx="48" cy="14" r="1.2" fill="#fdf0d2" />
        <path d="M32 8q10 8 10 24v10H22V32q0-16 10-24z" fill="#f2efe8" />
        <path d="M22 34l-7 10h7zM42 34l7 10h-7z" fill="#e2574c" />
        <circle cx="32" cy="26" r="5" fill="#6fb3e0" stroke="#3b6fb6" strokeWidth="2" />
        <path d="M26 42h12l-2 6h-8z" fill="#9aa1b5" />
        <path d="M28 48h8l-4 9z" fill="#f6c65b" />
      </>
    ),
  },
  tree: {
    label: 'Tree',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#e6f2dc" />
        <rect x="29" y="38" width="6" height="16" rx="2" fill="#8b5e3c" />
        <circle cx="32" cy="26" r="14" fill="#4d9a5b" />
        <circle cx="22" cy="33" r="9" fill="#3f8a4f" />
        <circle cx="42" cy="33" r="9" fill="#3f8a4f" />
        <circle cx="27" cy="22" r="2" fill="#e2574c" />
        <circle cx="38" cy="28" r="2" fill="#e2574c" />
        <circle cx="24" cy="34" r="2" fill="#e2574c" />
        <path d="M14 54h36" stroke="#4d9a5b" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  bear: {
    label: 'Bear',
    body: (
      <>
        <circle cx="32" cy="32" r="32" fill="#f7d6dc" />
        <circle cx="18" cy="20" r="7" fill="#8b5e3c" />
        <circle cx="46" cy="20" r="7" fill="#8b5e3c" />
        <circle cx="18" cy="20" r="3.5" fill="#d9a57a" />
        <circle cx="46" cy="20" r="3.5" fill="#d9a57a" />
        <circle cx="32" cy="35" r="18" fill="#8b5e3c" />
        <ellipse cx="32" cy="42" rx="8" ry="6.5" fill="#d9a57a" />
        <circle cx="25" cy="31" r="2.2" fill="#24212e" />
        <circle cx="39" cy="31" r="2.2" fill="#24212e" />
        <ellipse cx="32" cy="39.5" rx="3" ry="2.2" fill="#24212e" />
      </>
    ),
  },
} satisfies Record<string, { label: string; body: ReactNode }>;

export type AvatarId = keyof typeof art;
export const avatarIds = Object.keys(art) as AvatarId[];
export const avatarLabel = (id: AvatarId) => art[id].label;

const isAvatarId = (value: string): value is AvatarId => Object.hasOwn(art, value);

/** The avatar a stored `image` value names, or null (no choice, or a value this app does not draw). */
export function avatarIdFrom(image: string | null | undefined): AvatarId | null {
  if (!image?.startsWith(avatarPrefix)) return null;
  const id = image.slice(avatarPrefix.length);
  return isAvatarId(id) ? id : null;
}

export const avatarImageValue = (id: AvatarId) => `${avatarPrefix}${id}`;

/** One illustrated avatar, decorative: the surrounding control or text names it. */
export function AvatarArt({ id, className }: { id: AvatarId; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('rounded-full', className)} aria-hidden="true" focusable="false">
      {art[id].body}
    </svg>
  );
}


/**
 * The parent's picture: their chosen avatar, else their initials. Photo URLs are not shown: the
 * content security policy only admits images from this site, and a parent's face is not needed.
 */
export function UserAvatar({ name, image, className }: { name: string; image: string | null; className?: string }) {
  const id = avatarIdFrom(image);
  if (id) return <AvatarArt id={id} className={className} />;
  return (
    <span aria-hidden="true" className={cn('grid place-items-center rounded-full bg-primary font-semibold text-primary-fg', className)}>
      {initialsOf(name)}
    </span>
  );
}
