import { Link } from 'wouter';
import { launchOffer, trialCredits } from '@shared/pricing.ts';
import { useSiteConfigValue } from '../../features/site/api.ts';
import { defaultStoryLength, readingLevelForAge, targetWordCount, wordsPerMinute } from '@shared/reading.ts';
import { paths } from '@shared/routes.ts';
import { CtaBand } from '../../components/marketing/cta-band.tsx';
import { FeatureGrid } from '../../components/marketing/feature-grid.tsx';
import { LockIcon } from '../../components/marketing/icons.tsx';
import { PricingSection } from '../../components/marketing/pricing-section.tsx';
import { ReadAlongSample } from '../../components/marketing/read-along-sample.tsx';
import { Container, Eyebrow, SectionHeader } from '../../components/marketing/section.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { TourButton } from '../../features/walkthrough/tour-button.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { readingLevelLabel } from '../../content/reading-levels.ts';

const steps = [
  {
    title: 'Add your child',
    text: 'Their name, birth date, what they look like and what they love. Add a portrait if you like, locked with a password only you know.',
  },
  {
    title: 'Choose tonight’s adventure',
    text: 'Pick a theme or a ready-made template, a length from 5 to 30 minutes, an illustration style and, if you want one, a gentle lesson.',
  },
  {
    title: 'Storyloom writes, paints and narrates',
    text: 'The story is written at your child’s reading level, every page gets a picture with the same hero, and a narrator reads it aloud.',
  },
  {
    title: 'Read it together',
    text: 'Turn the pages of the flip-book and follow the highlighted words. Share a private link with grandparents, or publish it to the library.',
  },
] as const;

const sampleAges = [2, 5, 8, 11] as const;

const privacyPoints = [
  'A parent or guardian holds the account, and we confirm they are an adult before any child profile exists.',
  'You decide separately whether your child’s details are used for stories, sent to an outside AI service (asked only when one is used) and published to the library.',
  'Portraits can be encrypted in your browser, so our servers only ever keep a locked file.',
  'The privacy dashboard shows everything we hold, exports it, and deletes any part of it for good.',
] as const;

/**
 * The mobile offer banner. The offer is only shown where it can be taken: without payments the
 * banner says what a new account gets here instead. Its height is held while the answer loads.
 */
function LaunchBanner() {
  const config = useSiteConfigValue();
  const forSale = config?.paymentsEnabled === true;
  const free = config?.creditsEnabled === false;
  return (
    <a href="#pricing" className="block min-h-[4.75rem] bg-[#231f52] px-5 py-3 text-center text-[#f2efe8] sm:hidden" data-testid="launch-banner">
      {config && (
        <>
          <strong className="block font-display text-lg">
            {forSale ? launchOffer.banner : free ? 'Every story is free here' : `${trialCredits} free credits to start`}
          </strong>
          <span className="block text-sm text-[#d9d5e6]">
            {forSale ? launchOffer.detail : free ? 'Credits are switched off on this Storyloom.' : 'Plans can’t be bought on this Storyloom: ask the person who runs it for more credits.'}
          </span>
        </>
      )}
    </a>
  );
}

export default function Landing() {
  useDocumentMeta({
    title: 'Storyloom — personalized bedtime stories where your child is the hero',
    description:
      'Storyloom writes a brand-new bedtime story starring your child: words pitched at their reading level, a picture on every page and narration that highlights each word as it is read.',
  });
  return (
    <>
      <LaunchBanner />

      <header className="overflow-hidden bg-linear-to-b from-muted to-bg">
        <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_0.95fr] lg:gap-16 lg:py-24">
          <div>
            <Eyebrow>Personalized bedtime stories</Eyebrow>
            <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-6xl">
              Tonight, your child is the hero of the story
            </h1>
            <p className="mt-6 max-w-xl text-lg text-fg-muted sm:text-xl">
              Tell Storyloom about your child — their name, what they love, the stuffed rabbit that goes everywhere —
              and it writes a brand-new story starring them, with words pitched at their reading level, a picture on
              every page and a gentle narrator who reads along.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Link href={paths.signup} className={buttonClasses('primary', 'lg')}>
                Start free
              </Link>
              <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
                See how it works
              </a>
            </div>
            <p className="mt-5 text-fg-muted">
              {trialCredits} free credits when you sign up.{' '}
              <a href="#pricing" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
                Compare plans
              </a>
            </p>
          </div>
          <ReadAlongSample />
        </Container>
      </header>

      <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeader
            id="features-title"
            eyebrow="Features"
            title="Everything a bedtime story needs, made for one child"
            lead="No two Storyloom stories are alike, because no two children are. Each one is written, illustrated and narrated for the child who will hear it."
          />
          <FeatureGrid className="mt-12" />
        </Container>
      </section>

      <section
        id="how-it-works"
        aria-labelledby="how-title"
        className="border-y border-border bg-muted/60 py-20 sm:py-28"
      >
        <Container>
          <SectionHeader
            id="how-title"
            eyebrow="How it works"
            title="From a few details to a finished book"
            lead="Set up your child once. After that, a new story takes a minute of choosing and a short wait."
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-3xl border border-border bg-surface p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-primary font-display text-lg font-bold text-primary-fg"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 font-display text-xl font-bold">{step.title}</h3>
                <p className="mt-2 text-fg-muted">{step.text}</p>
              </li>
            ))}
          </ol>

          <div className="mt-14 rounded-3xl border border-border bg-surface p-6 sm:p-8">
            <h3 className="font-display text-xl font-bold">Words that fit their age</h3>
            <p className="mt-2 max-w-2xl text-fg-muted">
              Storyloom sets the reading level from your child’s age, and the story’s length from the minutes you choose.
              You can always move the level up or down. A {defaultStoryLength}-minute story is about:
            </p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {sampleAges.map((age) => {
                const level = readingLevelForAge(age);
                return (
                  <li key={age} className="rounded-2xl bg-muted p-4">
                    <p className="font-display text-2xl font-bold">
                      {targetWordCount(level, defaultStoryLength).toLocaleString('en-US')} words
                    </p>
                    <p className="mt-1 text-fg-muted">
                      at age {age} · {readingLevelLabel(level)}, {wordsPerMinute(level)} words a minute
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        </Container>
      </section>

      <section aria-labelledby="privacy-title" className="py-20 sm:py-28">
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeader
              id="privacy-title"
              align="start"
              eyebrow="Children’s privacy"
              title="Built for families, with privacy from the first step"
              lead="Storyloom follows the children’s privacy rules of COPPA. You stay in charge of what is kept, what is shared and what is deleted."
            />
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Link href={paths.coppaCompliance} className={buttonClasses('secondary', 'md')}>
                How parental consent works
              </Link>
              <Link
                href={paths.privacyPolicy}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline"
              >
                Read the privacy policy
              </Link>
            </div>
          </div>
          <ul className="grid gap-4">
            {privacyPoints.map((point) => (
              <li key={point} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
                <LockIcon className="mt-0.5 size-6 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <div className="border-t border-border bg-muted/60">
        <PricingSection />
      </div>

      <CtaBand>
        <TourButton size="lg" />
      </CtaBand>
    </>
  );
}
