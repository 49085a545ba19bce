import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys, meQuery } from '../auth/session.ts';
import { portraitsQuery, signedUrlQuery } from './api.ts';
import { createPortraitPreloader } from './preloader.ts';
import { openWithUnlockedKey } from './unlock.ts';
import { vault } from './vault.ts';

/** Who the preloader works for; set by the signed-in shell. */
let context: { queryClient: QueryClient; userId: string } | null = null;

const preloader = createPortraitPreloader({
  listPortraits: () => (context ? context.queryClient.fetchQuery(portraitsQuery) : Promise.resolve([])),
  async checkPlain(portrait) {
    if (!context) return;
    const { url } = await context.queryClient.fetchQuery(signedUrlQuery(portrait.path));
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} for a portrait link`);
    await response.blob();
  },
  async decryptIfUnlocked(portrait) {
    if (context) await openWithUnlockedKey(portrait, context.userId);
  },
});

/** Another account, or a logout, locks everything this tab had unlocked. */
function lockEverything() {
  preloader.reset();
  vault.clear();
}

/**
 * Runs the preloader for the signed-in parent: 5 s after sign-in (15 s safety) and 1 s after each
 * successful user query (docs/product.md §4/§9). Mounted once by the signed-in shell.
 */
export function usePortraitPreloader(userId: string | null): void {
  const queryClient = useQueryClient();
  const { dataUpdatedAt, isSuccess } = useQuery({ ...meQuery, enabled: Boolean(userId) });

  useEffect(() => {
    if (!userId) return;
    if (context && context.userId !== userId) lockEverything();
    context = { queryClient, userId };
    return preloader.afterLogin();
  }, [queryClient, userId]);

  useEffect(() => {
    if (!userId || !isSuccess) return;
    return preloader.afterUserQuery();
  }, [userId, isSuccess, dataUpdatedAt]);

  // Logout clears the session query wherever it happens; the keys and pictures go with it.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] !== authKeys.session[0] || event.type !== 'updated') return;
        const session = event.query.state.data as { user?: unknown } | null | undefined;
        if (event.query.state.status === 'success' && !session?.user && context) {
          context = null;
          lockEverything();
        }
      }),
    [queryClient],
  );
}
