import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';

/**
 * One access line per request, with the request id as a field: a child logger per request would
 * cost an allocation and a serialised binding on every request for the few that log anything else
 * (errors.ts adds the id to its own line). Handlers log through `c.get('log')`.
 */
export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info(
      { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
