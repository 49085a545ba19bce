import { Link } from 'wouter';
import { creditCosts } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { NarrationArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';

export default function VoiceNarration() {
  return (
    <FeaturePage
      feature="voice-narration"
      metaTitle="Voice narration with word-by-word read-along"
      metaDescription="Every Storyloom story can be read aloud, with each word highlighted as the narrator says it, so early readers follow along and little ones can listen on their own."
      eyebrow="Voice narration"
      title="Every page read aloud, every word lit up"
      lead="Press play and a calm narrator reads the page while each word is highlighted in time with the voice. Little listeners can enjoy a story on their own; early readers see how the sounds they hear match the words on the page."
      art={<NarrationArt />}
    >
      <FeatureSection
        title="Read-along highlighting"
        aside={
          <FactCard
            title="How the highlight keeps time"
            items={[
              'Narration is recorded page by page',
              'Each word’s start and end time is stored with the audio',
              'The highlight moves as the voice reaches each word',
              'Pause, and it waits on the word you stopped at',
            ]}
          />
        }
      >
        <p>
          When Storyloom narrates a story it records, for every word, the moment the voice starts and stops saying it.
          The flip-book uses those timings to highlight the word being spoken, so your child’s eyes can follow the
          sound across the page.
        </p>
        <p>
          For children learning to read, that link between hearing a word and seeing it is exactly what helps it stick.
          For younger ones, it’s simply lovely to watch the story move along with the voice.
        </p>
      </FeatureSection>

      <FeatureSection title="Made for a dark bedroom">
        <p>
          Bedtime reading happens on a phone held at arm’s length in a dim room. Storyloom has a soft dark theme that
          keeps the screen from glaring, and the reader’s buttons are large enough to find without looking twice. Leave
          the story and the narration stops, so nothing keeps playing from a pocket or a bedside table.
        </p>
      </FeatureSection>

      <FeatureSection title="Choosing a voice">
        <p>
          Pick a narration voice when you create a story. Standard narration adds {creditCosts.narration.standard}{' '}
          credit to the story’s cost. If you’d rather your child heard you, a{' '}
          <Link href={paths.featureVoiceCloning}>cloned voice</Link> of your own adds{' '}
          {creditCosts.narration.cloned} credits instead.
        </p>
        <p>
          If a single page sounds off — a name pronounced oddly, a pause in the wrong place — you can record that page’s
          narration again for {creditCosts.regenerateNarration} credit. The rest of the book keeps its narration.
        </p>
      </FeatureSection>
    </FeaturePage>
  );
}
