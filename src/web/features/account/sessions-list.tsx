import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { formatLongDate, formatRelativeTime } from '@shared/dates.ts';
import { paths } from '@shared/routes.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../lib/toast.ts';
import type { IdentitySession } from '../auth/identity-api.ts';
import { sessionQuery } from '../auth/session.ts';
import { useAuth } from '../auth/use-auth.ts';
import { isStaleSessionError, useRevokeOtherSessions, useRevokeSession, useSessions } from './api.ts';
import { describeDevice } from './device.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** "3 days ago", with the full date for those who hover or read the markup. */
function When({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatLongDate(value)}>
      {formatRelativeTime(value)}
    </time>
  );
}

function SessionRow({ session, current }: { session: IdentitySession; current: boolean }) {
  const revoke = useRevokeSession();
  const device = describeDevice(session.userAgent);
  return (
    <li className="flex flex-col gap-3 border-b border-border py-4 first:pt-0 last:border-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {device}
          {current && (
            <Badge tone="primary">This device</Badge>
          )}
        </p>
        <p className="text-sm text-fg-muted">
          {session.ipAddress ? `IP address ${session.ipAddress}` : 'IP address not recorded'} · Logged in{' '}
          <When value={session.createdAt} /> · Last active <When value={session.updatedAt} />
        </p>
      </div>
      {!current && (
        <Button
          variant="secondary"
          className="self-start sm:self-center"
          aria-label={`Log out ${device}, last active ${formatRelativeTime(session.updatedAt)}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => toast({ title: 'Logged out', description: `${device} is no longer logged in.` }),
              onError: () => toast({ title: 'Could not log out that device', description: 'Please try again.', variant: 'destructive' }),
            })
          }
        >
          {revoke.isPending ? 'Logging out…' : 'Log out'}
        </Button>
      )}
    </li>
  );
}

/** Where the parent is logged in, with this device marked and a way to end each other session. */
export function SessionsList() {
  const sessions = useSessions();
  const identity = useQuery(sessionQuery);
  const currentId = identity.data?.session.id;
  const revokeOthers = useRevokeOtherSessions();
  const { logout } = useAuth();
  const [, navigate] = useLocation();

  const signOutOthers = (
    <Button
      variant="secondary"
      disabled={revokeOthers.isPending}
      onClick={() =>
        revokeOthers.mutate(undefined, {
          onSuccess: () => toast({ title: 'Logged out everywhere else', description: 'Only this device is still logged in.' }),
          onError: () => toast({ title: 'Could not log out your other devices', description: 'Please try again.', variant: 'destructive' }),
        })
      }
    >
      {revokeOthers.isPending ? 'Logging out…' : 'Log out everywhere else'}
    </Button>
  );

  if (sessions.isPending) return <SectionLoading label="Loading your devices…" />;
  if (sessions.isError) {
    if (isStaleSessionError(sessions.error)) {
      return (
        <Notice
          tone="info"
          title="Please log in again to see your devices"
          actions={
            <>
              <Button
                onClick={async () => {
                  await logout().catch(() => undefined);
                  navigate(`${paths.login}?next=${encodeURIComponent(paths.settings)}`, { replace: true });
                }}
              >
                Log in again
              </Button>
              {signOutOthers}
            </>
          }
        >
          For your safety, the list of devices is only shown within a day of logging in. You can still log out every
          other device right away.
        </Notice>
      );
    }
    return <LoadError what="your devices" onRetry={() => void sessions.refetch()} />;
  }

  const list = [...sessions.data].sort((a, b) =>
    a.id === currentId ? -1 : b.id === currentId ? 1 : Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
  const others = list.filter((session) => session.id !== currentId).length;
  return (
    <div className="grid gap-5">
      <ul aria-label="Logged-in devices">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} current={session.id === currentId} />
        ))}
      </ul>
      {others > 0 ? (
        <div className="border-t border-border pt-5">{signOutOthers}</div>
      ) : (
        <p className="text-fg-muted">You are not logged in anywhere else.</p>
      )}
    </div>
  );
}
