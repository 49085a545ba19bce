import type { Env, MiddlewareHandler } from 'hono';

/**
 * Several middleware run one after another as a single layer of Hono's chain. Each layer Hono
 * runs is an async step with promises of its own, and with the identity layer's request state on
 * (AsyncLocalStorage) every promise the process makes costs a hook; here a middleware that does
 * its work and hands on (`return next()`) adds none. The order, errors thrown before or after
 * `next()`, and what each middleware sees are as if each had been added with `use`.
 */
export function inOrder<E extends Env>(...layers: MiddlewareHandler<E>[]): MiddlewareHandler<E> {
  return (c, next) => {
    const step = (index: number): ReturnType<MiddlewareHandler<E>> => (index < layers.length ? layers[index]!(c, () => step(index + 1) as Promise<void>) : next());
    return step(0);
  };
}
