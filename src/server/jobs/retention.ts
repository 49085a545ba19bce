import { z } from 'zod';
import { deleteLikenessesOfInactiveAccounts } from '../domain/retention.ts';
import { defineJob } from './definition.ts';

/** Once a day: the retention rule of the privacy policy, applied. */
export const retentionJob = defineJob({
  name: 'privacy.retention',
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelay: 600, retryBackoff: true, expireInSeconds: 900 },
  schedule: '17 3 * * *',
  async handle(_payload, deps) {
    const result = await deleteLikenessesOfInactiveAccounts(deps);
    if (result.portraits > 0 || result.voices > 0) deps.log.info(result, 'retention: portraits and voice samples of inactive accounts deleted');
  },
});
