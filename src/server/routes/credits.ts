import { Hono } from 'hono';
import { creditHistoryQuery, type CreditHistoryResponse, type CreditsResponse } from '../../shared/schemas/credits.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { creditHistory, currentBalance } from '../domain/credits.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readQuery } from '../http/validate.ts';

export const creditHistoryPageSize = 25;

export function creditsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/', async (c) => {
      const { userId } = c.get('caller');
      const credits = deps.accountReads.balances.get(userId) ?? (await deps.accountReads.balances.read(userId, () => currentBalance(deps.db, userId)));
      return c.json<CreditsResponse>({ credits, enabled: deps.config.CREDITS_ENABLED });
    })
    .get('/history', async (c) => {
      const { page } = readQuery(c, creditHistoryQuery);
      const history = await creditHistory(deps.db, c.get('caller').userId, page, creditHistoryPageSize);
      return c.json<CreditHistoryResponse>({ ...history, page });
    });
}
