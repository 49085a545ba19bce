import { useEffect, useState } from 'react';
import { paths } from '@shared/routes.ts';
import { AppPage, LoadError } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { downloadPersonalData, usePersonalData, type PersonalData } from '../../features/privacy/api.ts';
import { ConsentCard } from '../../features/privacy/consent-card.tsx';
import { orderedConsents } from '../../features/privacy/consents.ts';
import { DeleteAccount } from '../../features/privacy/delete-account.tsx';
import { EraseSection } from '../../features/privacy/erase-section.tsx';
import { privacySections } from '../../features/privacy/sections.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const linkClasses = 'font-semibold text-primary underline';

function ExportButton() {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        disabled={state === 'working'}
        onClick={async () => {
          setState('working');
          try {
            await downloadPersonalData();
            setState('idle');
          } catch (error) {
            console.warn('Personal data export failed', error);
            setState('failed');
          }
        }}
      >
        {state === 'working' ? 'Preparing your file…' : 'Download all my data'}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="font-medium text-danger">
          The download did not work. Please try again.
        </p>
      )}
    </div>
  );
}

/**
 * Parts of the export no section describes yet (a feature added data before its section): still
 * listed, plainly, so the page never hides anything the download contains.
 */
function otherParts(data: PersonalData): Array<[string, unknown[]]> {
  const known = new Set<string>(['exportedAt', ...privacySections.map((section) => section.key)]);
  return Object.entries(data)
    .filter(([key]) => !known.has(key))
    .map(([key, value]): [string, unknown[]] => [key, Array.isArray(value) ? value : [value]]);
}

const humanise = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

function OtherPart({ name, records }: { name: string; records: unknown[] }) {
  return (
    <SectionCard id={`privacy-${name}`} title={humanise(name)} description="Kept with your account; shown here as it appears in the download.">
      {records.length === 0 ? (
        <p className="text-fg-muted">Nothing of this kind.</p>
      ) : (
        <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-xl bg-muted/60 p-4 text-sm">
          {JSON.stringify(records, null, 2)}
        </pre>
      )}
    </SectionCard>
  );
}

function Summary({ data }: { data: PersonalData }) {
  const present = privacySections.filter((section) => !section.hideWhenEmpty || section.count(data) > 0);
  const others = otherParts(data);
  return (
    <SectionCard
      title="What Storyloom holds about you"
      description="Everything below in one zip you can keep or send to someone you trust: a JSON file with all of it, and your portraits and your stories’ pictures and narration as files."
      actions={<ExportButton />}
    >
      <ul className="grid gap-x-6 sm:grid-cols-2">
        {present.map((section) => (
          <ContentsRow key={section.key} href={`#privacy-${section.key}`} label={section.title} count={section.key === 'account' ? '' : section.count(data)} />
        ))}
        {others.map(([name, records]) => (
          <ContentsRow key={name} href={`#privacy-${name}`} label={humanise(name)} count={records.length} />
        ))}
        <ContentsRow
          href="#consents"
          label="Consents"
          count={`${orderedConsents.filter(({ kind }) => data.account.consents[kind].granted).length} of ${orderedConsents.length} given`}
        />
      </ul>
      <p className="mt-5 text-fg-muted">
        These are all the kinds of information Storyloom keeps about you and your children. Each has its own section
        below; the parts you can delete on their own have a button there.
      </p>
    </SectionCard>
  );
}

/** One line of the contents: a link to its section (a full row high, easy to tap) and how many records it holds. */
function ContentsRow({ href, label, count }: { href: string; label: string; count: string | number }) {
  return (
    <li className="flex items-center justify-between gap-3 border-b border-border">
      <a href={href} className="inline-flex min-h-11 items-center text-fg underline decoration-border underline-offset-4 hover:decoration-primary">
        {label}
      </a>
      <span className="text-fg-muted">{count}</span>
    </li>
  );
}

export default function PrivacyDashboard() {
  useDocumentMeta({ title: 'Privacy dashboard', noIndex: true });
  const data = usePersonalData();
  const loaded = data.isSuccess;
  // Links like /privacy-dashboard#consents arrive before the sections exist: scroll once they do.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (loaded && id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <AppPage
      title="Your privacy dashboard"
      lead={
        <>
          Everything Storyloom holds about you, your consents, and ways to download or delete any of it. How we handle
          children’s information is explained in our{' '}
          <SiteLink href={paths.coppaCompliance} className={linkClasses}>
            children’s privacy notice
          </SiteLink>
          .
        </>
      }
    >
      {data.isPending ? (
        <PageSpinner label="Gathering everything we hold about you…" />
      ) : data.isError ? (
        <LoadError what="your privacy information" onRetry={() => void data.refetch()} />
      ) : (
        <>
          <Summary data={data.data} />
          <SectionCard
            id="consents"
            title="Your consents"
            description="Three separate choices, each recorded with the time, how it was given and the version of the notice. Change any of them at any time."
          >
            <ul className="grid gap-4">
              {orderedConsents.map(({ kind }) => (
                <ConsentCard key={kind} kind={kind} state={data.data.account.consents[kind]} />
              ))}
            </ul>
          </SectionCard>
          {privacySections
            .filter((section) => !section.hideWhenEmpty || section.count(data.data) > 0)
            .map((section) => {
              const count = section.count(data.data);
              return (
                <SectionCard
                  key={section.key}
                  id={`privacy-${section.key}`}
                  title={section.title}
                  description={section.description}
                >
                  {count > 0 ? section.render(data.data) : <p className="text-fg-muted">{section.empty}</p>}
                  {section.erase && count > 0 && (
                    <div className="mt-5">
                      <EraseSection {...section.erase} />
                    </div>
                  )}
                </SectionCard>
              );
            })}
          {otherParts(data.data).map(([name, records]) => (
            <OtherPart key={name} name={name} records={records} />
          ))}
          <SectionCard
            tone="danger"
            title="Delete everything"
            description="Closes your account and deletes everything listed on this page: database records straight away, and you are signed out on every device."
          >
            <DeleteAccount />
          </SectionCard>
        </>
      )}
    </AppPage>
  );
}
