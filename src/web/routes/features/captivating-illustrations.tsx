import { Link } from 'wouter';
import { creditCosts } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { IllustrationsArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';

export default function CaptivatingIllustrations() {
  return (
    <FeaturePage
      feature="captivating-illustrations"
      metaTitle="Captivating illustrations with a hero who stays the same"
      metaDescription="Every page of a Storyloom story has its own illustration in the style you choose, and your child’s character looks the same from the cover to the last page."
      eyebrow="Captivating illustrations"
      title="A picture on every page, and a hero who stays themselves"
      lead="Children notice when the hero’s hair changes color halfway through. Storyloom draws every page from the same description of your child, so the character on page one is the one waving goodbye on the last."
      art={<IllustrationsArt />}
    >
      <FeatureSection
        title="One illustration for every page"
        aside={
          <FactCard
            title="What each page holds"
            items={[
              'A few sentences of story, pitched at your child’s level',
              'A scene description: who is there, where, and what is happening',
              'An illustration drawn from that scene',
              'Narration with word-by-word timings',
            ]}
          />
        }
      >
        <p>
          While the story is written, Storyloom also describes the scene on each page — the lighthouse at dusk, the
          picnic blanket under the apple tree, the moment the dragon sneezes. Each description becomes that page’s
          picture, so the illustration shows what the words are saying rather than a generic background.
        </p>
        <p>
          You choose the illustration style when you create the story, and every page, including the cover, follows
          it. A whole book looks like it came from one artist’s hand.
        </p>
      </FeatureSection>

      <FeatureSection title="The same hero, cover to cover">
        <p>
          The hardest part of illustrated stories is keeping a character consistent. Storyloom fixes your child’s look
          once — hair, skin tone, eyes, the glasses or the favorite red rain boots from their profile — and uses that same
          character description for every picture in the book. Extra characters get the same care, so the family dog
          stays the same size and color on every page.
        </p>
        <p>
          If you have added a <Link href={paths.featureChildPortraits}>portrait</Link>, it can guide the likeness too.
          A portrait is only ever sent to an outside illustration service when one is in use and you have agreed to
          that separately; an encrypted portrait stays locked unless you unlock it for a particular story.
        </p>
      </FeatureSection>

      <FeatureSection title="Not quite right? Redraw one page">
        <p>
          Sometimes a picture misses: the cat has one ear too many, or the castle should have been pink. You can redraw
          any single illustration for {creditCosts.regenerateIllustration} credit without touching the rest of the book.
          The story text and the other pictures stay exactly as they are.
        </p>
      </FeatureSection>

      <FeatureSection title="Pictures everyone can enjoy">
        <p>
          Because every illustration starts from a written scene description, that description travels with the picture
          as its text alternative. A screen reader describes each page’s picture as well as reading its words, so a
          child or parent who can’t see the illustrations still knows what’s happening.
        </p>
      </FeatureSection>
    </FeaturePage>
  );
}
