import { Link } from 'wouter';
import { href, paths } from '@shared/routes.ts';
import { CtaBand } from '../../components/marketing/cta-band.tsx';
import { PageHero } from '../../components/marketing/page-hero.tsx';
import { proseClasses } from '../../components/marketing/prose.ts';
import { Container } from '../../components/marketing/section.tsx';
import { NightScene } from '../../components/marketing/night-scene.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const principles = [
  {
    title: 'Stories should fit the child',
    text: 'A story a child can follow, about things they care about, is one they ask for again. So every Storyloom story is written for one child’s age, reading level and interests.',
  },
  {
    title: 'Parents stay in charge',
    text: 'An adult holds every account. You choose what is collected, what is shared and what is published, each separately, and you can delete any of it for good.',
  },
  {
    title: 'Calm over clever',
    text: 'No ads, no endless feeds, nothing designed to keep a child on a screen. Storyloom is made for the last ten minutes of the day, in a dim room, with someone you love.',
  },
  {
    title: 'Every family included',
    text: 'We aim for WCAG 2.2 AA: keyboard access, screen-reader support, strong contrast in light and dark themes, and text alternatives for every illustration.',
  },
] as const;

export default function About() {
  useDocumentMeta({
    title: 'About Storyloom',
    description:
      'Why Storyloom exists, what we believe about children’s stories and privacy, and how Storyloom can run for one family or a whole school.',
  });
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Stories that begin with your child"
        lead="Storyloom makes personalized, illustrated and narrated stories in which a child is the hero — written at their reading level, shaped by what they love, and kept private by default."
        art={<NightScene className="block h-auto w-full rounded-[2rem] border border-border shadow-xl shadow-primary/10" />}
      />

      <Container className="py-14 sm:py-20">
        <div className={`max-w-3xl ${proseClasses}`}>
          <h2>Why Storyloom exists</h2>
          <p>
            Children light up when a story is about them. Say their name in a story and they lean in; put their dog,
            their best friend and their favorite sweater in it and they ask to hear it again tomorrow. Parents have always
            known this and made up stories at bedtime — and have also, at the end of a long day, run out of ideas.
          </p>
          <p>
            Storyloom is for those nights. It writes a new story around your child, at the level they can read or
            follow, draws a picture for every page with a hero who looks like them, and can read it aloud with every
            word highlighted. It is a companion to bedtime, not a replacement for the person sitting on the edge of
            the bed.
          </p>
        </div>

        <h2 className="mt-16 font-display text-2xl font-bold sm:text-3xl">What we believe</h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.title} className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-7">
              <h3 className="font-display text-xl font-bold">{principle.title}</h3>
              <p className="mt-2 text-fg-muted">{principle.text}</p>
            </li>
          ))}
        </ul>

        <div className={`mt-16 max-w-3xl ${proseClasses}`}>
          <h2>Still in beta</h2>
          <p>
            You will see a Beta badge at the top of every page. Storyloom’s stories, pictures and narration are
            generated, so they are experimental, provided as is, and may contain minor inaccuracies. We suggest reading
            a new story yourself before sharing it, and we would love to hear when something isn’t right.
          </p>

          <h2>For one family, or a whole school</h2>
          <p>
            Storyloom is built so it can also run on a single computer, for a family, a school or a small company, with
            no outside accounts at all. It then writes, illustrates and narrates with its own built-in engines, and the
            person running it can switch credits off so everything is free to use. Larger services can connect outside
            writing, illustration and voice providers — and when they do, a parent’s separate consent is needed before a
            child’s details are sent to one.
          </p>

          <h2>Talk to us</h2>
          <p>
            Questions, ideas, or interested in working together? Write to us through the{' '}
            <Link href={`${href(paths.contact)}?subject=general`}>contact form</Link>, or choose{' '}
            <Link href={`${href(paths.contact)}?subject=partnership`}>partnerships</Link> if you represent a school,
            library or organization. News and bedtime ideas go out on the <Link href={paths.blog}>blog</Link>.
          </p>
        </div>
      </Container>

      <CtaBand />
    </>
  );
}
