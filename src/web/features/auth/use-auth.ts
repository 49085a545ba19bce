import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { forgetSignInWhenSessionEnds, meQuery, sessionQuery, signOut } from './session.ts';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'account-error';

/**
 * Signed in means both the identity user and the app user record exist (docs/product.md §4).
 */
export function useAuth() {
  const queryClient = useQueryClient();
  useEffect(() => forgetSignInWhenSessionEnds(queryClient), [queryClient]);
  const session = useQuery(sessionQuery);
  const hasSession = Boolean(session.data?.user);
  const me = useQuery({ ...meQuery, enabled: hasSession });

  let status: AuthStatus;
  if (session.isPending) status = 'loading';
  else if (!hasSession) status = 'signed-out';
  else if (me.data) status = 'signed-in';
  else if (me.isError) status = 'account-error';
  else status = 'loading';

  const logout = useCallback(() => signOut(queryClient), [queryClient]);
  return { status, identityUser: session.data?.user ?? null, user: me.data ?? null, logout, refetchUser: me.refetch };
}
