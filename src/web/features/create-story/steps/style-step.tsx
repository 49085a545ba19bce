import type { ReactNode } from 'react';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { illustrationStyles, type IllustrationStyle } from '@shared/schemas/stories.ts';
import { PagePicture } from '../../stories/page-picture.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import type { Wizard } from '../use-wizard.ts';
import { FieldError } from './step-parts.tsx';
import { UnlockedPortraitChoice } from './unlocked-portrait-choice.tsx';

/** A tiny hill-and-moon scene drawn the way each style draws, for when no hero is chosen yet. */
const swatches: Record<IllustrationStyle, ReactNode> = {
  storybook: (
    <>
      <rect width="120" height="64" rx="10" fill="#cfe3f7" />
      <circle cx="92" cy="18" r="9" fill="#f6d57a" stroke="#8a6a1f" strokeWidth="1.5" />
      <path d="M0 50q30-22 60-6t60-4v24H0z" fill="#7fbf7a" stroke="#3f6b3b" strokeWidth="1.5" />
    </>
  ),
  watercolour: (
    <>
      <rect width="120" height="64" rx="10" fill="#e4eef8" />
      <circle cx="92" cy="18" r="11" fill="#f9dc8e" opacity="0.7" />
      <circle cx="88" cy="20" r="8" fill="#f6c65b" opacity="0.5" />
      <path d="M0 48q30-20 60-6t60-6v28H0z" fill="#9fd19a" opacity="0.75" />
      <path d="M0 54q40-14 80-2t40-2v14H0z" fill="#6fb48f" opacity="0.6" />
    </>
  ),
  'paper-cut': (
    <>
      <rect width="120" height="64" rx="10" fill="#3f3a7a" />
      <circle cx="92" cy="18" r="9" fill="#f6d57a" />
      <path d="M0 46l20-10 18 8 22-14 24 12 36-8v30H0z" fill="#2c8a6e" />
      <path d="M0 54l26-8 24 6 30-10 40 8v14H0z" fill="#1f6b55" />
    </>
  ),
  crayon: (
    <>
      <rect width="120" height="64" rx="10" fill="#fff6e0" />
      <circle cx="92" cy="18" r="9" fill="none" stroke="#e0a21b" strokeWidth="3" strokeDasharray="4 2" />
      <path d="M2 50q28-20 58-6t58-4" fill="none" stroke="#3c9a4a" strokeWidth="4" strokeLinecap="round" />
      <path d="M6 58h108" stroke="#3c9a4a" strokeWidth="3" strokeDasharray="6 3" />
    </>
  ),
  bedtime: (
    <>
      <rect width="120" height="64" rx="10" fill="#2a3158" />
      <path d="M94 10a10 10 0 1 0 8 16a8 8 0 1 1 -8 -16z" fill="#e8dfb8" />
      <circle cx="30" cy="14" r="1.5" fill="#e8dfb8" />
      <circle cx="56" cy="22" r="1.2" fill="#e8dfb8" />
      <path d="M0 48q30-18 60-6t60-6v28H0z" fill="#4a5a7a" />
    </>
  ),
};

/** The hero drawn by the built-in illustrator in the style, in a small scene: what their book will look like. */
function StylePreview({ hero, style }: { hero: ChildRecord; style: (typeof illustrationStyles)[number] }) {
  return (
    <span className="block aspect-[4/3] w-full overflow-hidden rounded-xl bg-muted" data-testid="style-preview">
      <PagePicture
        src={`/api/children/${encodeURIComponent(hero.id)}/style-previews/${style.id}`}
        version={hero.updatedAt}
        alt={`${hero.name} drawn in the ${style.label.toLowerCase()} style`}
      />
    </span>
  );
}

export function StyleStep({ wizard, hero }: { wizard: Wizard; hero?: ChildRecord }) {
  const { state, update, errors } = wizard;
  return (
    <>
      <fieldset aria-describedby={errors.illustrationStyle ? 'style-error' : undefined}>
        <legend className="sr-only">Illustration style</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {illustrationStyles.map((style) => (
            <ChoiceCard
              key={style.id}
              name="illustration-style"
              value={style.id}
              checked={state.illustrationStyle === style.id}
              onSelect={() => update({ illustrationStyle: style.id })}
              art={
                hero ? (
                  <StylePreview hero={hero} style={style} />
                ) : (
                  <svg viewBox="0 0 120 64" className="h-20 w-auto self-start rounded-xl" aria-hidden="true" focusable="false">
                    {swatches[style.id]}
                  </svg>
                )
              }
              title={style.label}
              description={style.description}
            />
          ))}
        </div>
        <FieldError id="style-error" message={errors.illustrationStyle} />
      </fieldset>
      <UnlockedPortraitChoice wizard={wizard} hero={hero} />
    </>
  );
}
