/**
 * Calling an outside service (a voice, an image model): each call has a time limit, failures worth
 * retrying (the network, a timeout, 408, 429, 5xx) are retried with growing pauses, and only so
 * many calls run at once.
 */
export class OutsideCallError extends Error {
  override name = 'OutsideCallError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface CallPolicy {
  timeoutMs: number;
  retries: number;
  /** The first pause between tries; it doubles each time. */
  backoffMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(policy: CallPolicy, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const backoff = policy.backoffMs ?? 250;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(AbortSignal.timeout(policy.timeoutMs));
    } catch (error) {
      // Anything that says it is not worth another try (a 4xx, a refusal) is not tried again.
      const retryable = (error as { retryable?: unknown } | null)?.retryable !== false;
      if (!retryable || attempt >= policy.retries) throw error;
      await pause(backoff * 2 ** attempt);
    }
  }
}

/** Throws a OutsideCallError for an answer that is not 2xx, saying whether another try may help. */
export async function expectOk(response: Response, what: string): Promise<Response> {
  if (response.ok) return response;
  const detail = (await response.text().catch(() => '')).slice(0, 200);
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  throw new OutsideCallError(`${what} answered ${response.status}: ${detail}`, retryable);
}

/** At most `limit` calls at once; the rest wait their turn. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
