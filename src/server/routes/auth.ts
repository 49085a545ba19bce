import { Hono } from 'hono';
import {
  ageVerificationRequest,
  parentConsentAnswer,
  parentConsentEmailRequest,
  parentalConsentRequest,
  type AgeVerificationResponse,
} from '../../shared/schemas/account.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import {
  answerParentConsent,
  createAppUser,
  describeParentRequest,
  getAppUserRecord,
  giveParentalConsent,
  requestParentConsent,
  verifyAge,
} from '../domain/accounts.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { requireCaller } from '../http/authenticate.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson } from '../http/validate.ts';

/** The app user record and child-privacy compliance (docs/product.md §7 /api/auth/*). */
export function authRoutes(deps: AppDeps) {
  const signedIn = requireCaller(deps);
  return (
    new Hono<AppEnv>()
      .get('/me', signedIn, async (c) => c.json(await getAppUserRecord(deps, c.get('caller').userId)))
      .post('/create-account', signedIn, async (c) => {
        const result = await createAppUser(deps, c.get('caller'));
        return c.json(result, result.created ? 201 : 200);
      })
      .post('/age-verification', signedIn, async (c) => {
        const { birthDate } = await readJson(c, ageVerificationRequest);
        return c.json<AgeVerificationResponse>(await verifyAge(deps, c.get('caller'), birthDate));
      })
      .post('/parental-consent', signedIn, async (c) => {
        const input = await readJson(c, parentalConsentRequest);
        return c.json(await giveParentalConsent(deps, c.get('caller'), input));
      })
      .post('/parent-consent-request', signedIn, async (c) => {
        const caller = c.get('caller');
        await consumeRateLimit(deps.db, limits.parentConsentRequest.for(caller.userId));
        const { parentEmail } = await readJson(c, parentConsentEmailRequest);
        await requestParentConsent(deps, caller, parentEmail);
        return c.json({ success: true, message: `We have emailed ${parentEmail}. Your account opens as soon as they agree.` }, 202);
      })
      // The parent is not signed in: the emailed link's token is the credential.
      .get('/parent-consent/:token', async (c) => {
        await consumeRateLimit(deps.db, limits.parentConsentLink.for(clientIp(c)));
        return c.json(await describeParentRequest(deps, c.req.param('token')));
      })
      .post('/parent-consent/:token', async (c) => {
        await consumeRateLimit(deps.db, limits.parentConsentLink.for(clientIp(c)));
        const { consented } = await readJson(c, parentConsentAnswer);
        return c.json(await answerParentConsent(deps, c.req.param('token'), consented));
      })
  );
}
