import { Hono } from 'hono';
import { consentChangeRequest } from '../../shared/schemas/account.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { changeConsent, deleteAccount, erasePersonalDataSection, exportPersonalData } from '../domain/privacy.ts';
import { personalDataArchive } from '../domain/privacy-archive.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** The privacy dashboard's API: view, export as a zip, delete a part or everything, change consents. */
export function privacyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/data', async (c) => c.json(await exportPersonalData(deps, c.get('caller'))))
    .get('/export', async (c) => {
      const caller = c.get('caller');
      const archive = await personalDataArchive(deps, caller, await exportPersonalData(deps, caller));
      return c.body(archive as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="storyloom-data-${new Date().toISOString().slice(0, 10)}.zip"`,
      });
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
