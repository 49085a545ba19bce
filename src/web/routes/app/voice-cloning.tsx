import { useState } from 'react';
import { creditCosts } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { voiceLimitMessage, voiceMessages, type ClonedVoiceList } from '@shared/schemas/voices.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { FormError } from '../../components/ui/form-parts.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { VoiceConsent } from '../../features/own-narration/voice-consent.tsx';
import { useChangeConsent } from '../../features/privacy/api.ts';
import { consentCopy } from '../../features/privacy/consents.ts';
import { useVoices } from '../../features/voice-cloning/api.ts';
import { SampleForm } from '../../features/voice-cloning/sample-form.tsx';
import { VoiceList } from '../../features/voice-cloning/voice-list.tsx';
import { failureMessage } from '../../lib/form.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/** Consent 2, asked here because the sample goes to the outside voice service to make the voice. */
function OutsideConsent() {
  const [agreed, setAgreed] = useState(false);
  const change = useChangeConsent();
  const copy = consentCopy['ai-provider'];
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) change.mutate({ kind: 'ai-provider', granted: true });
      }}
    >
      <div className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-4">
        <h3 className="font-bold">
          Consent {copy.number}: {copy.title}
        </h3>
        <p>{voiceMessages.outsideConsentNeeded}</p>
        <p className="text-sm text-fg-muted">{copy.summary}</p>
      </div>
      <CheckboxField label="I agree to Storyloom sending my voice sample to the outside voice service" checked={agreed} onChange={setAgreed} />
      <FormError message={change.error ? failureMessage(change.error) : null} />
      <div>
        <Button type="submit" disabled={!agreed || change.isPending}>
          {change.isPending ? 'Saving…' : `Give consent ${copy.number}`}
        </Button>
      </div>
    </form>
  );
}

function ReadItYourselfInstead() {
  return (
    <SectionCard title="Cloning needs an outside voice service">
      <div className="grid gap-4">
        <Notice tone="info">{voiceMessages.unavailable}</Notice>
        <p>
          <strong>Read it yourself instead.</strong> On any finished story’s page you can record your own voice reading it, page by page. It is free, it stays on
          this server, and each word lights up in the book as you read it.
        </p>
        <div>
          <SiteLink href={paths.stories} className={buttonClasses('primary', 'md', 'no-underline')}>
            Choose a story to read
          </SiteLink>
        </div>
      </div>
    </SectionCard>
  );
}

function MakeVoice({ list }: { list: ClonedVoiceList }) {
  const { user } = useAuth();
  const full = list.limit !== null && list.voices.length >= list.limit;
  // A plan without room for another voice is said first: no consent is asked for a voice that cannot be made.
  if (full) {
    return (
      <div className="grid gap-3">
        <Notice tone="info">{voiceLimitMessage(list.limit!)}</Notice>
        <div>
          <SiteLink href={paths.subscribe} className={buttonClasses('secondary', 'md', 'no-underline')}>
            See the plans
          </SiteLink>
        </div>
      </div>
    );
  }
  if (!user?.consents['voice-recording']?.granted) return <VoiceConsent />;
  if (!user.consents['ai-provider']?.granted) return <OutsideConsent />;
  return <SampleForm />;
}

function Voices({ list }: { list: ClonedVoiceList }) {
  const allowance =
    list.limit === null
      ? 'There is no limit on this Storyloom.'
      : list.limit === 0
        ? voiceLimitMessage(0)
        : `Your plan includes ${list.limit} cloned voice${list.limit === 1 ? '' : 's'}.`;
  return (
    <>
      <SectionCard title="Your cloned voices" description={`${list.voices.length} made. ${allowance}`}>
        {list.voices.length === 0 ? <p className="text-fg-muted">You have not made a cloned voice yet.</p> : <VoiceList voices={list.voices} />}
      </SectionCard>
      <SectionCard
        title="Make a cloned voice"
        description="Read the short script below for one to two minutes in a quiet room. Your recording is a voice sample: biometric data, kept for you alone."
      >
        <MakeVoice list={list} />
      </SectionCard>
    </>
  );
}

export default function VoiceCloning() {
  useDocumentMeta({ title: 'Voice cloning', noIndex: true });
  const voices = useVoices();
  return (
    <AppPage
      title="Voice cloning"
      lead={`Make a voice that sounds like you, and choose it to read your stories aloud, with every word lit up as it is spoken. A story read in your cloned voice costs ${creditCosts.narration.cloned} credits for narration instead of ${creditCosts.narration.standard}.`}
    >
      {voices.isPending ? (
        <SectionLoading label="Loading your voices…" />
      ) : voices.isError ? (
        <LoadError what="your voices" onRetry={() => void voices.refetch()} />
      ) : voices.data.available ? (
        <Voices list={voices.data} />
      ) : (
        <ReadItYourselfInstead />
      )}
    </AppPage>
  );
}
