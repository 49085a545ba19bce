import { Hono } from 'hono';
import type { AffiliateStatusResponse, HealthResponse, SiteConfigResponse } from '../../shared/schemas/site.ts';
import { publicConfig } from '../config.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { pingDatabase } from '../db/client.ts';

const version = process.env.npm_package_version ?? '0.1.0';

export function siteRoutes({ config, db, queue }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/affiliate-status', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json<AffiliateStatusResponse>({ enabled: config.AFFILIATES_ENABLED });
    })
    .get('/site-config', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json<SiteConfigResponse>(publicConfig(config));
    })
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
