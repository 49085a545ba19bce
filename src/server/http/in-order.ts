import type { Context, Env, MiddlewareHandler, Next } from 'hono';

/**
 * Several middleware run one after another as a single layer of Hono's chain. Each layer Hono
 * runs is an async step with promises of its own, and with the identity layer's request state on
 * (AsyncLocalStorage) every promise the process makes costs a hook; here a middleware that does
 * its work and hands on (`return next()`) adds none. The order, errors thrown before or after
 * `next()`, and what each middleware sees are as if each had been added with `use`.
 */
export function inOrder<E extends Env>(...layers: MiddlewareHandler<E>[]): MiddlewareHandler<E> {
  return (c, next) => runFrom(layers, 0, c, next);
}

// A function of its own rather than a named closure per request: the compiled server keeps names,
// which would define a `name` on every such closure.
function runFrom<E extends Env>(layers: MiddlewareHandler<E>[], index: number, c: Context<E>, next: Next): ReturnType<MiddlewareHandler<E>> {
  return index < layers.length ? layers[index]!(c, () => runFrom(layers, index + 1, c, next) as Promise<void>) : next();
}

/** Runs `middleware` for `prefix` and the paths under it (as `app.route(prefix, …)` would), else hands on. */
export function underPath<E extends Env>(prefix: string, middleware: MiddlewareHandler<E>): MiddlewareHandler<E> {
  const below = `${prefix}/`;
  return (c, next) => {
    const path = c.req.path;
    return path.startsWith(below) || path === prefix ? middleware(c, next) : next();
  };
}
