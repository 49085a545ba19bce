/**
 * The identity layer keeps its request state in AsyncLocalStorage. On Node 20 a live
 * AsyncLocalStorage makes every promise the process creates pay for carrying it (an async hook
 * runs on each), on every request, including the many that never reach the identity layer: about
 * a sixth of a small API answer's CPU time once anyone had signed in. So its storages are switched
 * off while the identity layer has nothing to do, and switch themselves back on (AsyncLocalStorage
 * does so on its next `run`) when it is called again.
 *
 * "Nothing to do" means no call into it (its request handler or any `api` function) has been in
 * flight for `quietAfterMs`: work it leaves running in the background after answering (it swallows
 * that work's errors) gets that long to finish with its storage still on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Where the identity layer (better-auth) keeps its process-wide context, storages included. */
const identityGlobal = Symbol.for('better-auth:global');
const quietAfterMs = 1_000;

interface IdentityLayer {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

function switchOffStorages(): void {
  const context = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[identityGlobal]?.context;
  for (const value of Object.values(context ?? {})) if (value instanceof AsyncLocalStorage) value.disable();
}

/** `auth` with its handler and api functions counted, its storages off whenever it is quiet. */
export function quietWhenIdle<Auth extends IdentityLayer>(auth: Auth): Auth {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  const settle = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (inFlight === 0) switchOffStorages();
    }, quietAfterMs);
    timer.unref();
  };
  const counted =
    <Args extends unknown[], Result>(run: (...args: Args) => Result) =>
    (...args: Args): Result => {
      inFlight += 1;
      let result: Result;
      try {
        result = run(...args);
      } catch (error) {
        settle();
        throw error;
      }
      if (result instanceof Promise) return result.finally(settle) as Result;
      settle();
      return result;
    };
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let known = wrapped.get(key);
      if (!known) {
        // The api functions are also objects with properties of their own (path, options).
        known = Object.assign(counted(value.bind(target) as (...args: unknown[]) => unknown), value);
        wrapped.set(key, known);
      }
      return known;
    },
  });
  return { ...auth, handler: counted(auth.handler), api };
}
