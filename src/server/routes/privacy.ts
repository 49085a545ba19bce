import { Hono } from 'hono';
import { consentChangeRequest } from '../../shared/schemas/account.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { changeConsent, deleteAccount, erasePersonalDataSection, exportPersonalData } from '../domain/privacy.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** The privacy dashboard's API: view/export, delete a part or everything, change consents. */
export function privacyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/data', async (c) => {
      const data = await exportPersonalData(deps, c.get('caller'));
      if (c.req.query('download') !== undefined) {
        c.header('Content-Disposition', `attachment; filename="storyloom-data-${new Date().toISOString().slice(0, 10)}.json"`);
      }
      return c.json(data);
    })
    .delete('/data/:section', async (c) => {
      await erasePersonalDataSection(deps, c.get('caller'), c.req.param('section'));
      return c.body(null, 204);
    })
    .delete('/account', async (c) => {
      await deleteAccount(deps, c.get('caller'));
      return c.body(null, 204);
    })
    .post('/consents', async (c) => {
      const { kind, granted } = await readJson(c, consentChangeRequest);
      return c.json({ consents: await changeConsent(deps, c.get('caller'), kind, granted) });
    });
}
