import { paths } from '@shared/routes.ts';
import { trialCredits } from '@shared/pricing.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useCredits } from '../../features/credits/api.ts';
import { PackList, PlanList, StoryCosts } from '../../features/credits/price-list.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function Balance() {
  const credits = useCredits();
  if (credits.isPending) return <SectionLoading label="Checking your balance…" />;
  if (credits.isError) return <LoadError what="your balance" onRetry={() => void credits.refetch()} />;
  const historyLink = (
    <SiteLink href={paths.creditHistory} className={buttonClasses('secondary', 'md', 'no-underline')}>
      See your credit history
    </SiteLink>
  );
  if (!credits.data.enabled) {
    return (
      <SectionCard title="Your balance" actions={historyLink}>
        <p className="text-lg">Credits are switched off on this Storyloom: everything is free.</p>
      </SectionCard>
    );
  }
  const { credits: balance } = credits.data;
  return (
    <SectionCard title="Your balance" actions={historyLink}>
      <p>
        <span className="font-display text-5xl font-bold">{balance}</span>{' '}
        <span className="text-xl text-fg-muted">{balance === 1 ? 'credit' : 'credits'}</span>
      </p>
      <p className="mt-2 text-fg-muted">
        Every new account starts with {trialCredits} free credits. Credits set aside for a story that is still being
        written are already taken off this number.
      </p>
    </SectionCard>
  );
}

/** /credits: the balance, what stories cost, and the plans and packs of the price list. */
export default function Credits() {
  useDocumentMeta({ title: 'Credits and plans', noIndex: true });
  return (
    <AppPage width="wide" title="Credits and plans" lead="Stories are paid for with credits. Here is your balance and what each story costs.">
      <Balance />
      <SectionCard title="What a story costs" description="The cost is shown before you create a story, and nothing is taken until you do.">
        <StoryCosts />
      </SectionCard>
      <SectionCard title="Plans and credit packs" description="Monthly plans add credits and extras every month; packs are a one-off top-up.">
        <Notice title="Buying is not available on this Storyloom yet">
          Payments are not set up on this installation, so plans and packs cannot be bought here. The person who runs
          this Storyloom can add credits to your account: ask them through the{' '}
          <SiteLink href={paths.contact} className="font-semibold text-primary underline">
            contact page
          </SiteLink>
          .
        </Notice>
        <h3 className="mt-6 text-lg font-bold">Monthly plans</h3>
        <div className="mt-3">
          <PlanList />
        </div>
        <h3 className="mt-8 text-lg font-bold">Credit packs</h3>
        <div className="mt-3">
          <PackList />
        </div>
      </SectionCard>
    </AppPage>
  );
}
