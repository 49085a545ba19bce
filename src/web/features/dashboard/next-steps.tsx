import type { ReactNode } from 'react';
import { creditCosts } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Small spot illustrations, drawn with the theme's tokens so they sit well by day and by night. */
function Spot({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 56 56" width="56" height="56" aria-hidden="true" focusable="false" className="shrink-0">
      <circle cx="28" cy="28" r="28" className="fill-accent-soft" />
      {children}
    </svg>
  );
}

const ChildSpot = () => (
  <Spot>
    <circle cx="28" cy="25" r="11" className="fill-accent" />
    <path d="M17 22q2-10 11-10t11 10q-5-5-11-4t-11 4z" className="fill-primary" />
    <circle cx="24" cy="26" r="1.6" className="fill-fg" />
    <circle cx="32" cy="26" r="1.6" className="fill-fg" />
    <path d="M24.5 30.5q3.5 3 7 0" className="stroke-fg" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    <path d="M15 47q2-10 13-10t13 10z" className="fill-primary" />
  </Spot>
);

const BookSpot = () => (
  <Spot>
    <path d="M12 18q8-3 16 1v22q-8-4-16-1z" className="fill-surface stroke-primary" strokeWidth="2" strokeLinejoin="round" />
    <path d="M44 18q-8-3-16 1v22q8-4 16-1z" className="fill-surface stroke-primary" strokeWidth="2" strokeLinejoin="round" />
    <path d="M16 24h8M16 29h8M32 24h8M32 29h6" className="stroke-fg-muted" strokeWidth="1.6" strokeLinecap="round" />
    <path d="M40 8l1.5 3.5L45 13l-3.5 1.5L40 18l-1.5-3.5L35 13l3.5-1.5z" className="fill-accent" />
  </Spot>
);

const CreditSpot = () => (
  <Spot>
    <circle cx="24" cy="30" r="12" className="fill-accent stroke-fg" strokeWidth="1.5" />
    <circle cx="33" cy="24" r="12" className="fill-accent stroke-fg" strokeWidth="1.5" />
    <path d="M33 17l2 4.2 4.6.6-3.4 3.2.9 4.6-4.1-2.3-4.1 2.3.9-4.6-3.4-3.2 4.6-.6z" className="fill-primary" />
  </Spot>
);

interface Step {
  title: string;
  text: string;
  href: string;
  action: string;
  art: ReactNode;
}

const steps: Step[] = [
  {
    title: 'Add your child',
    text: 'Tell us their first name, age and what they love, and add a portrait if you like, so the hero of every story looks like them.',
    href: paths.portraits,
    action: 'Add a child',
    art: <ChildSpot />,
  },
  {
    title: 'Create your first story',
    text: 'Pick a theme, a length from 5 to 30 minutes and an illustration style. The story is written at your child’s reading level.',
    href: paths.createStory,
    action: 'Create a story',
    art: <BookSpot />,
  },
  {
    title: 'Choose how to pay for stories',
    text: `Stories use credits: ${creditCosts.perFiveMinutes} for every 5 minutes of reading, plus ${creditCosts.narration.standard} for narration in a standard voice. Plans and credit packs are on the Credits page.`,
    href: paths.credits,
    action: 'See credits and plans',
    art: <CreditSpot />,
  },
];

/** "Your next steps": the three things a new parent does, in order, each with its page. */
export function NextSteps() {
  return (
    <ol className="grid gap-4 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.href} className="flex flex-col rounded-2xl border border-border bg-bg p-5">
          <div className="flex items-center gap-4">
            {step.art}
            <p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Step {index + 1}</p>
          </div>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className="mt-1.5 flex-1 text-fg-muted">{step.text}</p>
          <SiteLink href={step.href} className={buttonClasses(index === 0 ? 'primary' : 'secondary', 'md', 'mt-5 self-start no-underline')}>
            {step.action}
          </SiteLink>
        </li>
      ))}
    </ol>
  );
}
