import { Link } from 'wouter';
import { plans } from '@shared/pricing.ts';
import { readingLevelForAge, wordsPerMinuteByLevel } from '@shared/reading.ts';
import { paths } from '@shared/routes.ts';
import { Faq } from '../../components/marketing/faq.tsx';
import { IllustrationsArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';

const pdfPlans = plans.filter((plan) => plan.pdfExport).map((plan) => plan.name).join(' and ');

export default function PersonalizedKidsBooks() {
  return (
    <FeaturePage
      metaTitle="Personalized kids’ books where your child is the hero"
      metaDescription="Create a personalized children’s book starring your child: a plot built around their interests, written at their reading level, illustrated on every page and read aloud."
      eyebrow="Personalized kids’ books"
      title="Personalized kids’ books where your child is the hero"
      lead="Not a stock story with a name dropped in. Storyloom writes a new book around your child — their world, their friends, their favorite things — and illustrates it page by page."
      art={<IllustrationsArt />}
    >
      <FeatureSection
        title="More than a name on the cover"
        aside={
          <FactCard
            title="In every book"
            items={[
              'A cover and a title made for this story',
              'An illustration on every page, with a consistent hero',
              'Text written for your child’s reading level',
              'Optional narration with read-along highlighting',
              'A flip-book you can open on any phone, tablet or computer',
            ]}
          />
        }
      >
        <p>
          Most personalized books are the same story for every child, with a blank where the name goes. Storyloom works
          the other way around. It starts from what makes your child who they are — a fascination with volcanoes, a baby
          brother, a lopsided knitted giraffe — and writes a plot that could only belong to them.
        </p>
        <p>
          The words are pitched at their reading level: about {wordsPerMinuteByLevel[readingLevelForAge(4)]} words a
          minute of simple, rhythmic text for a four-year-old, and {wordsPerMinuteByLevel[readingLevelForAge(9)]} words
          a minute of longer, richer sentences for a nine-year-old. See how{' '}
          <Link href={paths.featureSmartPersonalization}>smart personalization</Link> works.
        </p>
      </FeatureSection>

      <FeatureSection title="Books for the moments that matter">
        <p>A personalized story is a gentle way to talk about something big. Families make books for:</p>
        <ul>
          <li>a first day at preschool or school, with your child bravely finding their cubby;</li>
          <li>a new baby in the family, where the big sibling saves the day;</li>
          <li>moving to a new home, visiting the dentist or a first night away from home;</li>
          <li>birthdays, with the guest list as a crew of heroes;</li>
          <li>or simply a Tuesday, because your child wanted a story about a dragon who loves pancakes.</li>
        </ul>
        <p>Add a gentle lesson if you want one, and the story will carry it without preaching.</p>
      </FeatureSection>

      <FeatureSection title="Keep it, share it, print it">
        <p>
          Every book stays in your library to read again. Share a private flip-book link with grandparents, publish it
          to the <Link href={paths.featureCommunityLibrary}>community library</Link> under a hero name, or, on the{' '}
          {pdfPlans} plans, export a PDF to print a keepsake copy.
        </p>
      </FeatureSection>

      <Faq
        items={[
          {
            question: 'What ages are Storyloom books for?',
            answer:
              'From toddlers to teenagers. The reading level follows your child’s age, from simple read-aloud text for the very young to longer stories for confident readers, and you can adjust it for any child or any story.',
          },
          {
            question: 'Do I need to upload a photo?',
            answer: (
              <>
                No. A written description of your child is enough for a consistent hero. A{' '}
                <Link href={paths.featureChildPortraits}>portrait</Link> is optional and can be encrypted in your
                browser.
              </>
            ),
          },
          {
            question: 'Can brothers, sisters and pets be in the story?',
            answer: `Yes, as extra characters: ${plans.map((plan) => `${plan.name} ${plan.extraCharacters}`).join(', ')} per story.`,
          },
          {
            question: 'Can I print the book?',
            answer: `The ${pdfPlans} plans include PDF export, which you can print at home or at a print shop.`,
          },
        ]}
      />
    </FeaturePage>
  );
}
