import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PasswordDialogHost } from '../components/ui/password-dialog.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <PasswordDialogHost />
    </QueryClientProvider>
  );
}
