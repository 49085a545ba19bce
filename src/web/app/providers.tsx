import type { ReactNode } from 'react';
import { PasswordDialogHost } from '../components/ui/password-dialog.tsx';
import { Toaster } from '../components/ui/toaster.tsx';

/**
 * What every page shares. The query cache is not here: it arrives with the first page that uses it
 * (lib/lazy-with-queries.tsx), so the landing page loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <PasswordDialogHost />
    </>
  );
}
