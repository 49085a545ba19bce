import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database and the job queue', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
  });
});

describe('unknown API paths', () => {
  it('answer with a JSON 404', async () => {
    const response = await t.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such API endpoint.', code: 'NOT_FOUND' });
  });
});
