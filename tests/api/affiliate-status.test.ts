import { describe, expect, it } from 'vitest';
import { affiliateStatusResponse } from '@shared/schemas/site.ts';
import { createTestApp } from '../support/test-app.ts';

async function affiliateStatus(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  try {
    const response = await t.request('/api/affiliate-status');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    return affiliateStatusResponse.parse(await response.json());
  } finally {
    await t.close();
  }
}

describe('GET /api/affiliate-status', () => {
  it('is enabled by default', async () => {
    expect(await affiliateStatus()).toEqual({ enabled: true });
  });

  it('follows AFFILIATES_ENABLED=false', async () => {
    expect(await affiliateStatus({ AFFILIATES_ENABLED: 'false' })).toEqual({ enabled: false });
  });

  it('follows AFFILIATES_ENABLED=true', async () => {
    expect(await affiliateStatus({ AFFILIATES_ENABLED: 'true' })).toEqual({ enabled: true });
  });
});
