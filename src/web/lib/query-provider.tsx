import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { handOverAnswers } from './early-answers.ts';
import { createQueryClient } from './query-client.ts';

/**
 * The app's one query cache. It loads with the first page that uses it (lib/lazy-with-queries.tsx),
 * takes over the answers the public shell fetched before, and lives as long as the tab.
 */
const queryClient = createQueryClient();
handOverAnswers(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
