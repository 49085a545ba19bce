/**
 * The few answers the public shell needs (who is signed in, the site's switches) before TanStack
 * Query has loaded. The landing page never loads it: these answers are fetched here, kept until
 * the query cache arrives with the first page that uses it, then handed over to that cache, which
 * from then on is the only place they live. The hooks read whichever holds them, so a sign-in or
 * sign-out through the query cache shows in the header at once.
 *
 * Only the query's key, function and freshness are used, so the same `queryOptions` objects serve
 * `useQuery` elsewhere.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

interface EarlyQuery<T> {
  queryKey: readonly unknown[];
  queryFn?: ((...args: never[]) => T | Promise<T>) | symbol;
}

interface Answer {
  queryKey: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

const answers = new Map<string, Answer>();
/** Questions on their way: the query's key and its answer (rejected when the question failed). */
const asking = new Map<string, { queryKey: readonly unknown[]; answer: Promise<unknown>; settled: Promise<void> }>();
const listeners = new Set<() => void>();
let cache: QueryClient | null = null;

const hashOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** From now on the query cache holds these answers; anything fetched here goes into it. */
export function handOverAnswers(client: QueryClient): void {
  if (cache) return;
  for (const { queryKey, data, updatedAt } of answers.values()) {
    if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, data, { updatedAt });
  }
  answers.clear();
  // A question still on its way is the cache's own fetch from now on: a page asking the same
  // question waits for that answer instead of sending the request again.
  for (const { queryKey, answer } of asking.values()) void client.prefetchQuery({ queryKey, queryFn: () => answer });
  cache = client;
  client.getQueryCache().subscribe(notify);
  notify();
}

/**
 * Fetches the query's answer once (errors stay silent: the shell keeps its defaults). The promise
 * settles when the answer is held, here or in the query cache.
 */
export function askEarly<T>(query: EarlyQuery<T>): Promise<void> {
  if (cache) return cache.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
  const hash = hashOf(query.queryKey);
  if (answers.has(hash)) return Promise.resolve();
  let pending = asking.get(hash);
  if (!pending) {
    // Called as TanStack Query would call it: a query function may read its key or abort signal.
    const context = { queryKey: query.queryKey, signal: new AbortController().signal, meta: undefined };
    const answer = Promise.resolve().then(() => (query.queryFn as (context: unknown) => T | Promise<T>)(context));
    const settled = answer
      .then(
        (data) => {
          if (cache) cache.setQueryData(query.queryKey, data);
          else answers.set(hash, { queryKey: query.queryKey, data, updatedAt: Date.now() });
          notify();
        },
        () => undefined,
      )
      .finally(() => asking.delete(hash));
    pending = { queryKey: query.queryKey, answer, settled };
    asking.set(hash, pending);
  }
  return pending.settled;
}

/** The query's answer if it is held, here or in the query cache. */
export function earlyAnswer<T>(query: EarlyQuery<T>): T | undefined {
  return (cache ? cache.getQueryData(query.queryKey) : answers.get(hashOf(query.queryKey))?.data) as T | undefined;
}

/** The query's data, asked for on mount; undefined until it arrives (and while rendering on the server). */
export function useEarlyAnswer<T>(query: EarlyQuery<T>): T | undefined {
  useEffect(() => void askEarly(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => earlyAnswer(query),
    () => undefined,
  );
}
