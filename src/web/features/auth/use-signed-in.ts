import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionQuery } from './session.ts';

/**
 * Whether an identity session exists, for public pages (logo target, header buttons). Reads the
 * query cache directly, like the affiliate status, to keep query observers off the landing page.
 */
export function useSignedIn(): boolean {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(sessionQuery);
  }, [client]);
  const session = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => client.getQueryData(sessionQuery.queryKey),
    () => undefined,
  );
  return Boolean(session?.user);
}
