import { Hono } from 'hono';
import type { AffiliateStatusResponse, HealthResponse, SiteConfigResponse } from '../../shared/schemas/site.ts';
import { publicConfig } from '../config.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pingDatabase } from '../db/client.ts';

const version = process.env.npm_package_version ?? '0.1.0';

/**
 * A JSON answer any cache may keep for five minutes. Its headers are a plain list rather than the
 * Headers object `c.header()` builds, which @hono/node-server would have to read back entry by entry.
 */
const publicJson = <T>(body: T) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' } });

export function siteRoutes({ config, db, queue }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/affiliate-status', () => publicJson<AffiliateStatusResponse>({ enabled: config.AFFILIATES_ENABLED }))
    .get('/site-config', () => publicJson<SiteConfigResponse>(publicConfig(config)))
    .get('/health', async (c) => {
      const [database, queueUp] = await Promise.all([pingDatabase(db), queue.healthy()]);
      const body: HealthResponse = {
        status: database && queueUp ? 'ok' : 'degraded',
        database: database ? 'ok' : 'down',
        queue: queueUp ? 'ok' : 'down',
        version,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body, body.status === 'ok' ? 200 : 503);
    });
}
