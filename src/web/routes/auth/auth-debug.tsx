import { useEffect, useState, type ReactNode } from 'react';
import { needsChildPrivacyVerification } from '@shared/compliance.ts';
import { formatRelativeTime } from '@shared/dates.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { tokenCache } from '../../features/auth/session.ts';
import { useAuth, type AuthStatus } from '../../features/auth/use-auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { tokenStorageKey } from '../../lib/token-cache.ts';

const statusText: Record<AuthStatus, string> = {
  loading: 'Checking…',
  'signed-out': 'Logged out',
  'signed-in': 'Logged in',
  'account-error': 'Logged in, but the account record did not load',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const timeText = (value: number | string) => `${formatRelativeTime(value)} (${new Date(value).toLocaleString('en-US')})`;

function Facts({ title, rows }: { title: string; rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-label={title}>
      <h2 className="text-xl font-bold">{title}</h2>
      <dl className="mt-3 divide-y divide-border">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words text-fg-muted">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Re-renders every second so "expires in" stays true while support reads it out. */
function useTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
}

/**
 * /auth/debug: the sign-in state in plain words for support conversations. It never shows the
 * token itself, only whether one is held and how long it lasts.
 */
export default function AuthDebug() {
  useDocumentMeta({
    title: 'Authentication debug page',
    description: 'The sign-in state of this browser, for Storyloom support.',
    noIndex: true,
  });
  useTick();
  const { status, identityUser, user, refetchUser } = useAuth();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const entry = tokenCache.peek();
  const stored = typeof localStorage !== 'undefined' && localStorage.getItem(tokenStorageKey) !== null;

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await action() });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const tokenState = !entry ? 'Empty' : entry.refreshPromise ? 'Refreshing' : 'Cached';

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <p className="font-semibold text-primary">Support</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Authentication debug page</h1>
        <p className="mt-3 text-lg text-fg-muted">
          What this browser knows about your sign-in. If our support team asks, you can read these lines out to them.
          Your password and tokens are never shown here.
        </p>
      </div>

      <div aria-live="polite">{notice && <Notice tone={notice.tone === 'error' ? 'danger' : 'success'} role={notice.tone === 'error' ? 'alert' : 'status'}>{notice.text}</Notice>}</div>

      <Facts
        title="Sign-in"
        rows={[
          ['State', statusText[status]],
          ['Email', identityUser?.email ?? '—'],
          ['Email confirmed', identityUser ? yesNo(identityUser.emailVerified) : '—'],
          ['User id', identityUser?.id ?? '—'],
        ]}
      />
      <Facts
        title="Account record"
        rows={
          user
            ? [
                ['Birth date on record', yesNo(Boolean(user.birthDate))],
                ['Age verified', user.ageVerifiedAt ? timeText(user.ageVerifiedAt) : 'Not yet'],
                ['Under 13', yesNo(user.isUnder13)],
                ['Parental consent verified', yesNo(user.parentalConsentVerified)],
                ['Waiting for a parent’s answer', yesNo(user.awaitingParentConsent)],
                ['Administrator', yesNo(user.isAdmin)],
                ['Needs child-privacy verification', yesNo(needsChildPrivacyVerification(user))],
              ]
            : [['Record', status === 'signed-out' ? 'Not loaded: logged out' : status === 'loading' ? 'Loading…' : 'Not available']]
        }
      />
      <Facts
        title="API token"
        rows={[
          ['State', tokenState],
          ['Expires', entry ? timeText(entry.expiresAt) : '—'],
          ['Cached', entry ? timeText(entry.cachedAt) : '—'],
          ['Kept in this browser', yesNo(stored)],
        ]}
      />

      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy}
          onClick={() =>
            void run(async () =>
              (await tokenCache.getToken({ forceRefresh: true })) ? 'A fresh token was fetched.' : 'No token: this browser is logged out.',
            )
          }
        >
          Refresh the token
        </Button>
        <Button
          variant="secondary"
          disabled={busy || status === 'signed-out'}
          onClick={() =>
            void run(async () => {
              const result = await refetchUser();
              if (result.error) throw result.error;
              return 'The account record was fetched again.';
            })
          }
        >
          Fetch the account record again
        </Button>
        {status === 'signed-out' && (
          <SiteLink href={`${paths.login}?next=${encodeURIComponent(paths.authDebug)}`} className="inline-flex min-h-11 items-center font-semibold text-primary">
            Log in
          </SiteLink>
        )}
      </div>
    </div>
  );
}
