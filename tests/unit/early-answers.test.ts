import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The answers asked for before the query cache has loaded: a query function gets what TanStack
 * Query would give it (its key and an abort signal), and its answer is handed over to the cache.
 */
beforeEach(() => {
  vi.resetModules();
});

describe('early answers', () => {
  it('calls a query function that reads its signal and key, and hands the answer to the query cache', async () => {
    const { askEarly, handOverAnswers } = await import('@web/lib/early-answers.ts');
    const seen: unknown[] = [];
    const query = {
      queryKey: ['stories', 'detail', 's1'] as const,
      queryFn: ({ signal, queryKey }: { signal: AbortSignal; queryKey: readonly unknown[] }) => {
        seen.push(signal.aborted, queryKey);
        return Promise.resolve({ id: 's1' });
      },
    };
    await askEarly(query);
    expect(seen).toEqual([false, ['stories', 'detail', 's1']]);
    const client = new QueryClient();
    handOverAnswers(client);
    expect(client.getQueryData(['stories', 'detail', 's1'])).toEqual({ id: 's1' });
  });

  it('asks once for the same question asked twice at the same moment', async () => {
    const { askEarly } = await import('@web/lib/early-answers.ts');
    let calls = 0;
    const query = { queryKey: ['auth', 'me'] as const, queryFn: () => Promise.resolve((calls += 1)) };
    await Promise.all([askEarly(query), askEarly(query)]);
    expect(calls).toBe(1);
  });
});

describe('a question still on its way when the query cache arrives', () => {
  it('is the cache’s own fetch: a page asking it then gets that answer without asking again', async () => {
    const { askEarly, handOverAnswers } = await import('@web/lib/early-answers.ts');
    let calls = 0;
    let answer: (value: string) => void = () => undefined;
    const query = {
      queryKey: ['stories', 'detail', 's2'] as const,
      queryFn: () => {
        calls += 1;
        return new Promise<string>((resolve) => (answer = resolve));
      },
    };
    const early = askEarly(query);
    await Promise.resolve();
    const client = new QueryClient();
    handOverAnswers(client);
    const page = client.fetchQuery(query);
    answer('the story');
    await expect(page).resolves.toBe('the story');
    await early;
    expect(calls).toBe(1);
    expect(client.getQueryData(['stories', 'detail', 's2'])).toBe('the story');
  });
});
