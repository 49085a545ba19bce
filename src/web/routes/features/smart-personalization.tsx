import { extraCharactersByPlan, plans, storyCost } from '@shared/pricing.ts';
import {
  readingLevelForAge,
  readingLevels,
  storyLengths,
  targetWordCount,
  wordsPerMinuteByLevel,
  type ReadingLevel,
} from '@shared/reading.ts';
import { PersonalizationArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';
import { readingLevelLabel } from '../../content/reading-levels.ts';

/** The youngest age at which each level starts, derived from the same rule the story engine uses. */
const startingAge = (level: ReadingLevel) => {
  for (let age = 0; age < 100; age += 1) if (readingLevelForAge(age) === level) return age;
  return 0;
};
const exampleLevel = readingLevelForAge(6);
const exampleMinutes = 15;
const exampleTarget = targetWordCount(exampleLevel, exampleMinutes);

export default function SmartPersonalization() {
  return (
    <FeaturePage
      feature="smart-personalization"
      metaTitle="Smart personalization: stories written for one child"
      metaDescription="Storyloom builds each story around your child’s name, age, looks and interests, and writes it at their reading level, from toddler to teen, in the length you choose."
      eyebrow="Smart personalization"
      title="A story that knows exactly who it’s for"
      lead="Storyloom doesn’t paste a name into a ready-made tale. It builds the plot around your child — what they love, who they play with, what they’re learning — and writes it in words they can follow."
      art={<PersonalizationArt />}
    >
      <FeatureSection
        title="What goes into a story"
        aside={
          <FactCard
            title="You choose for each story"
            items={[
              'A theme, or one of the ready-made templates',
              'Where it happens: a seaside town, a snowy forest, your own street',
              'A gentle lesson, if you’d like one',
              `A length from ${storyLengths[0]} to ${storyLengths[storyLengths.length - 1]} minutes of reading`,
              'An illustration style and a narration voice',
            ]}
          />
        }
      >
        <p>
          You set up your child once: their name, birth date, how they look and what they’re into — dinosaurs, ballet,
          the bus that goes past the window. Storyloom uses all of it. Interests shape the adventure, appearance shapes
          the pictures, and age sets the reading level.
        </p>
        <p>
          Stories can have company, too: add a sibling, a best friend or the family cat as an extra character. Extra
          characters per story: {plans.map((plan) => `${plan.name} ${extraCharactersByPlan[plan.id]}`).join(', ')}.
          Without a plan, stories star your child alone.
        </p>
      </FeatureSection>

      <FeatureSection title="Reading levels, set from age">
        <p>
          Every child profile gets a reading level from the child’s age. The level decides how many words a minute the
          story is paced for and how the sentences are built: short, rhythmic lines for the youngest listeners, richer
          vocabulary and longer passages as readers grow. If your child reads ahead of or behind their age, change the
          level on their profile, or just for one story.
        </p>
        <div className="overflow-x-auto" role="region" aria-label="Reading levels" tabIndex={0}>
          <table>
            <caption className="sr-only">Reading levels by age, with pace and words in a 10-minute story</caption>
            <thead>
              <tr>
                <th scope="col">Reading level</th>
                <th scope="col">From age</th>
                <th scope="col">Words a minute</th>
                <th scope="col">10-minute story</th>
              </tr>
            </thead>
            <tbody>
              {readingLevels.map((level) => (
                <tr key={level}>
                  <th scope="row" className="font-semibold">
                    {readingLevelLabel(level)}
                  </th>
                  <td>{startingAge(level)}</td>
                  <td>{wordsPerMinuteByLevel[level]}</td>
                  <td>{targetWordCount(level, 10).toLocaleString('en-US')} words</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </FeatureSection>

      <FeatureSection
        title="The right length for tonight"
        aside={
          <FactCard
            title="Length and credits, before narration"
            items={storyLengths.map(
              (minutes) => `${minutes} minutes: ${storyCost(minutes, 'none')} credit${storyCost(minutes, 'none') === 1 ? '' : 's'}`,
            )}
          />
        }
      >
        <p>
          You choose how long the story should take to read, from {storyLengths[0]} to{' '}
          {storyLengths[storyLengths.length - 1]} minutes. Storyloom multiplies those minutes by your child’s reading
          pace to get a target word count, and a finished story always lands within 10% of it.
        </p>
        <p>
          For example, a {exampleMinutes}-minute story for a six-year-old ({readingLevelLabel(exampleLevel).toLowerCase()},{' '}
          {wordsPerMinuteByLevel[exampleLevel]} words a minute) aims for {exampleTarget.toLocaleString('en-US')} words
          and will be between {Math.round(exampleTarget * 0.9).toLocaleString('en-US')} and{' '}
          {Math.round(exampleTarget * 1.1).toLocaleString('en-US')}. Short enough for a sleepy night, long enough for a
          proper adventure on a weekend.
        </p>
      </FeatureSection>
    </FeaturePage>
  );
}
