import { Link } from 'wouter';
import { creditCosts, plans } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { VoiceCloningArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';

const plansWithCloning = plans.filter((plan) => plan.clonedVoices > 0);

export default function VoiceCloning() {
  return (
    <FeaturePage
      feature="voice-cloning"
      metaTitle="Voice cloning: stories read in your own voice"
      metaDescription="Record a short sample and Storyloom can narrate your child’s stories in your own voice — with your consent, for your family only, and deleted whenever you choose."
      eyebrow="Voice cloning"
      title="Stories in your own voice, even on nights you’re away"
      lead="Working late, traveling, or just hoarse from a long day? Record a short sample once and Storyloom can narrate new stories in a voice your child knows best: yours."
      art={<VoiceCloningArt />}
    >
      <FeatureSection
        title="How it works"
        aside={
          <FactCard
            title="Before you record"
            items={[
              'Find a quiet room and hold the phone a hand’s width away',
              'Read the passage in your normal bedtime voice',
              'Listen back, and record again if you like',
            ]}
          />
        }
      >
        <ol>
          <li>Open voice cloning from your account and read a short passage aloud, or upload a clear recording.</li>
          <li>Confirm that the voice is your own and agree to how it will be used (more on that below).</li>
          <li>Storyloom creates your narration voice. Pick it as the narrator when you create a story.</li>
        </ol>
        <p>
          Stories narrated in your cloned voice get the same word-by-word{' '}
          <Link href={paths.featureVoiceNarration}>read-along highlighting</Link> as every other narration.
        </p>
      </FeatureSection>

      <FeatureSection title="Your voice, with your consent">
        <p>
          A voice is personal, so cloning has firm rules. You may only clone your own voice, the voice of the adult
          holding the account. Before a sample is recorded, Storyloom asks you to confirm that and to agree that the
          voice will be used only to narrate your family’s stories.
        </p>
        <p>
          Creating a voice from a sample is done by a specialist voice service. Your sample is sent to it only after you
          have agreed to that, separately from everything else. A cloned voice belongs to your account and is never
          offered to anyone else.
        </p>
      </FeatureSection>

      <FeatureSection
        title="Plans and credits"
        aside={
          <FactCard
            title="Cloned voices by plan"
            items={plansWithCloning.map(
              (plan) => `${plan.name}: ${plan.clonedVoices} cloned voice${plan.clonedVoices === 1 ? '' : 's'}`,
            )}
          />
        }
      >
        <p>
          Voice cloning comes with the {plansWithCloning.map((plan) => plan.name).join(' and ')} plans. A story narrated
          in a cloned voice costs {creditCosts.narration.cloned} credits for narration instead of{' '}
          {creditCosts.narration.standard}.
        </p>
      </FeatureSection>

      <FeatureSection title="Delete it whenever you like">
        <p>
          Delete your cloned voice and its recordings from the{' '}
          <Link href={paths.privacyDashboard}>privacy dashboard</Link> at any time; the sample files and the voice
          are removed for good, not just hidden. Voice samples of accounts that are
          closed, or haven’t been used for 12 months, are deleted automatically.
        </p>
      </FeatureSection>
    </FeaturePage>
  );
}
