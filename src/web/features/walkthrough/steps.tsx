import type { ReactNode } from 'react';
import { extraCharactersByPlan, plans } from '@shared/pricing.ts';

export interface WalkthroughStep {
  title: string;
  body: ReactNode;
  illustration: ReactNode;
}

const planName = (id: 'bloom' | 'wonder' | 'flourish') => plans.find((plan) => plan.id === id)?.name ?? id;

function Art({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false" className="mx-auto">
      <circle cx="48" cy="48" r="46" className="fill-accent-soft" />
      <g fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" className="stroke-primary">
        {children}
      </g>
    </svg>
  );
}

/** The five steps of docs/product.md §2: welcome, personalise, portrait, generation, read/listen/share. */
export const walkthroughSteps: readonly WalkthroughStep[] = [
  {
    title: 'Welcome to Storyloom',
    body: (
      <>
        In a minute you will know how a Storyloom bedtime story is made: a story written for your child, with
        your child as the hero, illustrated and read aloud.
      </>
    ),
    illustration: (
      <Art>
        <path d="M60 26a16 16 0 1 0 10 26 13 13 0 0 1-10-26z" />
        <path d="M30 30l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </Art>
    ),
  },
  {
    title: 'Personalise the story',
    body: (
      <>
        Tell us your child’s name, age and what they love. Choose a theme, a setting, an optional lesson and a
        reading time from 5 to 30 minutes; the words are pitched at your child’s reading level. Friends, siblings
        and pets can join in: {planName('bloom')} adds {extraCharactersByPlan.bloom} extra character,{' '}
        {planName('wonder')} and {planName('flourish')} add {extraCharactersByPlan.wonder}.
      </>
    ),
    illustration: (
      <Art>
        <path d="M28 66l6-16 26-26 10 10-26 26z" />
        <path d="M54 30l10 10" />
      </Art>
    ),
  },
  {
    title: 'Add your child’s portrait',
    body: (
      <>
        Upload a clear photo and the illustrations will look like your child on every page. Portraits stay private
        to your account, and you can delete them at any time from your privacy dashboard.
      </>
    ),
    illustration: (
      <Art>
        <rect x="26" y="30" width="44" height="36" rx="6" />
        <circle cx="48" cy="46" r="7" />
        <path d="M36 66c2-7 7-10 12-10s10 3 12 10" />
      </Art>
    ),
  },
  {
    title: 'Watch the story come to life',
    body: (
      <>
        Storyloom writes the story, draws one illustration per page with the same hero throughout, and records the
        narration. It all happens in the background, so you can close the page and find the story in My Stories.
      </>
    ),
    illustration: (
      <Art>
        <path d="M30 66l30-30" />
        <path d="M62 24v8M58 28h8M70 40v6M67 43h6M42 26v6M39 29h6" />
      </Art>
    ),
  },
  {
    title: 'Read, listen and share',
    body: (
      <>
        Turn the pages of your flip-book together, or press play and follow each word as it lights up. Send a
        private link to grandparents, or publish the story to the community library under a hero name you choose.
      </>
    ),
    illustration: (
      <Art>
        <path d="M24 34c8-4 16-4 24 2 8-6 16-6 24-2v30c-8-4-16-4-24 2-8-6-16-6-24-2z" />
        <path d="M48 36v30" />
      </Art>
    ),
  },
];
