import { Link } from 'wouter';
import { storyCost, trialCredits } from '@shared/pricing.ts';
import { defaultStoryLength, storyLengths } from '@shared/reading.ts';
import { paths } from '@shared/routes.ts';
import { Faq } from '../../components/marketing/faq.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';
import { NightScene } from '../../components/marketing/night-scene.tsx';

const shortest = storyLengths[0];
const longest = storyLengths[storyLengths.length - 1];
const nightlyCost = storyCost(defaultStoryLength, 'standard');

export default function CustomBedtimeStories() {
  return (
    <FeaturePage
      metaTitle="Custom bedtime stories, written fresh for tonight"
      metaDescription={`Storyloom writes a new bedtime story starring your child whenever you need one: ${shortest} to ${longest} minutes long, illustrated, narrated and easy on the eyes in a dark room.`}
      eyebrow="Custom bedtime stories"
      title="Custom bedtime stories, written fresh for tonight"
      lead="When “one more story” comes around for the fifth night running, Storyloom writes a brand-new one — about your child, at their reading level, as long as tonight allows."
      art={
        <NightScene className="block h-auto w-full rounded-[2rem] border border-border shadow-xl shadow-primary/10" />
      }
    >
      <FeatureSection
        title="A new story whenever you need one"
        aside={
          <FactCard
            title="Tonight’s choices"
            items={[
              `How long: ${storyLengths.join(', ')} minutes`,
              'What about: a theme, a template or your child’s own idea',
              'Where: anywhere from the backyard to the back of the moon',
              'Read by: you, the narrator, or your own cloned voice',
            ]}
          />
        }
      >
        <p>
          Tell Storyloom what tonight’s story should be about, or let your child choose: pirates, a lost mitten, the
          moon’s day off. It writes a new story with your child as the hero, draws a picture for every page and can read
          the whole thing aloud. The old favorites stay in your library for the nights only they will do.
        </p>
      </FeatureSection>

      <FeatureSection title="Made for winding down">
        <p>
          A bedtime story should settle a child, not wind them up. Storyloom’s stories build to a calm ending, and you
          decide how long they run: {shortest} minutes on the nights everyone is exhausted, {longest} on a lazy weekend.
        </p>
        <p>
          The reader is designed for a dark room: a soft dark theme, large buttons and narration with read-along
          highlighting, so a sleepy child can listen while you rest your voice. Close the story and the narration
          stops.
        </p>
      </FeatureSection>

      <FeatureSection title="Stories that help with the day">
        <p>
          Add a gentle lesson and the story will carry it for you. Parents reach for one when a child is facing
          something new or hard:
        </p>
        <ul>
          <li>being brave about the dark, or a first night in a big-kid bed;</li>
          <li>trying a new food, or sharing a favorite toy;</li>
          <li>saying goodbye at the school gate;</li>
          <li>feeling big feelings, and finding words for them.</li>
        </ul>
        <p>
          The hero learns it the way children do, by trying, wobbling and trying again, with no lecture at the end.
        </p>
      </FeatureSection>

      <Faq
        items={[
          {
            question: 'How long are the stories?',
            answer: `From ${shortest} to ${longest} minutes of reading, in ${storyLengths[1]! - shortest}-minute steps. The word count follows your child’s reading pace, so ${defaultStoryLength} minutes means ${defaultStoryLength} minutes whatever their age.`,
          },
          {
            question: 'Can my child listen on their own?',
            answer:
              'Yes. With narration switched on, every page is read aloud and each word is highlighted as it is spoken.',
          },
          {
            question: 'What does a bedtime story cost?',
            answer: (
              <>
                A {defaultStoryLength}-minute story with narration costs {nightlyCost} credits. New accounts start with{' '}
                {trialCredits} free credits; after that, see the <Link href={`${paths.home}#pricing`}>plans and credit
                packs</Link>.
              </>
            ),
          },
          {
            question: 'Can the story be read in my voice?',
            answer: (
              <>
                Yes, with <Link href={paths.featureVoiceCloning}>voice cloning</Link>: record a short sample once and
                choose your voice as the narrator.
              </>
            ),
          },
        ]}
      />
    </FeaturePage>
  );
}
