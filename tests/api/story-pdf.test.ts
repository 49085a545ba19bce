import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import { stories, storyPdfs, subscriptions } from '../../src/server/db/schema.ts';
import { printKey } from '../../src/server/domain/story-print-pictures.ts';
import type { StoryEdit } from '../../src/shared/schemas/story-edits.ts';
import type { PlanId } from '../../src/shared/pricing.ts';
import type { StoryPdfRecord, StoryPdfResponse } from '../../src/shared/schemas/story-pdf.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { getStory, parentWithChild, settledStory, storyInput, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
withStoryApp((app) => (t = app));

async function onPlan(parent: TestParent, plan: PlanId) {
  await t.deps.db.insert(subscriptions).values({
    userId: parent.userId,
    stripeSubscriptionId: `sub_${parent.userId}`,
    plan,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

async function readyStory(plan: PlanId | null = 'wonder') {
  const { parent, childId } = await parentWithChild(t, 6);
  if (plan) await onPlan(parent, plan);
  const id = await submittedStory(t, parent, storyInput(childId, { length: 5, illustrationStyle: 'storybook' }));
  const story = await settledStory(t, parent, id, 60_000);
  expect(story.status).toBe('ready');
  return { parent, id, story };
}

const ask = (parent: TestParent, id: string, body: unknown) => t.request(`/api/stories/${id}/pdf`, { method: 'POST', headers: parent.auth, json: body });

async function finishedPdf(parent: TestParent, id: string): Promise<StoryPdfRecord> {
  return vi.waitFor(
    async () => {
      const response = await t.request(`/api/stories/${id}/pdf`, { headers: parent.auth });
      const { pdf } = (await response.json()) as StoryPdfResponse;
      if (pdf?.status !== 'ready' && pdf?.status !== 'failed') throw new Error(`PDF still ${pdf?.status}`);
      return pdf;
    },
    { timeout: 60_000, interval: 200 },
  );
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  return { pages: document.numPages, text };
}

describe('story PDF', () => {
  it('makes a printable book with progress: cover, every page in order, the keepsake page, on the paper asked for', { timeout: 120_000 }, async () => {
    const { parent, id, story } = await readyStory();
    const asked = await ask(parent, id, { paper: 'letter', keepsake: true });
    expect(asked.status, await asked.clone().text()).toBe(202);
    const { pdf } = (await asked.json()) as StoryPdfResponse;
    expect(pdf).toMatchObject({ paper: 'letter', keepsake: true, status: 'queued' });

    const done = await finishedPdf(parent, id);
    expect(done).toMatchObject({ status: 'ready', stepsDone: story.pages.length + 1, stepsTotal: story.pages.length + 1 });

    const file = await t.request(`/api/stories/${id}/pdf/file`, { headers: parent.auth });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"/);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(done.bytes);
    const { pages, text } = await pdfText(bytes);
    // The cover, at least one page per story page, and the keepsake page.
    expect(pages).toBeGreaterThanOrEqual(story.pages.length + 2);
    expect(text[0]).toContain(story.title!.replace(/\s+/g, ' '));
    expect(text[0]).toContain('A Storyloom story for Maya');
    const body = text.slice(1, -1).join(' ');
    let from = 0;
    for (const page of story.pages) {
      const opening = page.text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
      const at = body.indexOf(opening, from);
      expect(at, `page ${page.index} starts with “${opening}”`).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(text.at(-1)).toContain('Made for Maya');

    // US Letter is 612 × 792 points.
    const document = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
    const [, , width, height] = (await document.getPage(1)).view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([612, 792]);

    // The pictures prepared for print are kept: asking for A4 reuses them and replaces the Letter copy.
    const [row] = await t.deps.db.select().from(storyPdfs).where(eq(storyPdfs.storyId, id));
    expect(await t.deps.storage.list(`illustrations/${parent.userId}/${id}/`)).toEqual(expect.arrayContaining([expect.stringMatching(/-print\.jpg$/)]));
    expect((await ask(parent, id, { paper: 'a4', keepsake: false })).status).toBe(202);
    const a4 = await finishedPdf(parent, id);
    expect(a4).toMatchObject({ paper: 'a4', keepsake: false, status: 'ready' });
    expect(await t.deps.storage.get(row!.path!)).toBeNull();
    const second = await pdfText(new Uint8Array(await (await t.request(`/api/stories/${id}/pdf/file`, { headers: parent.auth })).arrayBuffer()));
    expect(second.text.at(-1)).not.toContain('Made for Maya');

    // Asking again for the same book gives the one already made.
    const again = (await (await ask(parent, id, { paper: 'a4', keepsake: false })).json()) as StoryPdfResponse;
    expect(again.pdf).toMatchObject({ id: a4.id, status: 'ready' });

    // Deleting the story removes its book and the pictures prepared for print.
    expect((await t.request(`/api/stories/${id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    for (const kind of ['illustrations', 'books']) expect(await t.deps.storage.list(`${kind}/${parent.userId}/${id}/`)).toEqual([]);
  });

  it('is for the plans that include it, for finished stories, and for the owner only', { timeout: 90_000 }, async () => {
    const { parent, id } = await readyStory(null);
    const refused = await ask(parent, id, { paper: 'a4', keepsake: false });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'PDF export comes with the Wonder or Flourish plan.' });
    await onPlan(parent, 'bloom');
    expect((await ask(parent, id, { paper: 'a4', keepsake: false })).status).toBe(403);

    const stranger = await signUpVerifiedParent(t);
    await onPlan(stranger, 'flourish');
    expect((await ask(stranger, id, { paper: 'a4', keepsake: false })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pdf`, { headers: stranger.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pdf/file`, { headers: stranger.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pdf`)).status).toBe(401);

    const bad = await ask(stranger, id, { paper: 'a3', keepsake: false });
    expect(bad.status).toBe(400);
    expect((await t.request(`/api/stories/${id}/pdf/file`, { headers: parent.auth })).status).toBe(404);
    expect(await (await t.request(`/api/stories/${id}/pdf`, { headers: parent.auth })).json()).toEqual({ pdf: null });
  });

  it('prepares the pictures for print once the story is ready, and again for a redrawn page, which the next PDF prints', { timeout: 180_000 }, async () => {
    const { parent, id, story } = await readyStory();
    const [row] = await t.deps.db.select({ coverPath: stories.coverPath }).from(stories).where(eq(stories.id, id));
    const pictures = [...story.pages.map((page) => page.illustrationPath!), row!.coverPath!];
    const kept = async (key: string) => (await t.deps.storage.get(printKey(key)))?.body ?? null;
    // Nobody asked for a PDF yet: the copies for print are made in the background.
    const prepared = await vi.waitFor(
      async () => {
        const copies = await Promise.all(pictures.map(kept));
        if (copies.some((copy) => copy === null)) throw new Error('pictures still being prepared for print');
        return copies as Uint8Array[];
      },
      { timeout: 120_000, interval: 250 },
    );
    expect(prepared.every((copy) => copy[0] === 0xff && copy[1] === 0xd8)).toBe(true);

    const redraw = await t.request(`/api/stories/${id}/redraw`, { method: 'POST', headers: parent.auth, json: { pageIndex: 1 } });
    expect(redraw.status, await redraw.clone().text()).toBe(202);
    await vi.waitFor(
      async () => {
        const { edit } = (await (await t.request(`/api/stories/${id}/edits`, { headers: parent.auth })).json()) as { edit: StoryEdit };
        if (edit.status !== 'done') throw new Error(`edit still ${edit.status}`);
      },
      { timeout: 90_000, interval: 200 },
    );
    const redrawn = (await getStory(t, parent, id)).pages[1]!.illustrationPath!;
    expect(redrawn).not.toBe(pictures[1]);
    // The old picture's copy went with it; the new picture gets its own without anyone asking.
    expect(await kept(pictures[1]!)).toBeNull();
    const fresh = await vi.waitFor(
      async () => {
        const copy = await kept(redrawn);
        if (!copy) throw new Error('the redrawn page is still being prepared for print');
        return copy;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(Buffer.from(fresh).equals(Buffer.from(prepared[1]!))).toBe(false);
    // The other pages' copies are the ones made before.
    expect(Buffer.from((await kept(pictures[0]!))!).equals(Buffer.from(prepared[0]!))).toBe(true);

    // The PDF embeds the prepared copies as they are: the redrawn page's new one, not its old one.
    expect((await ask(parent, id, { paper: 'a4', keepsake: false })).status).toBe(202);
    expect(await finishedPdf(parent, id)).toMatchObject({ status: 'ready' });
    const file = Buffer.from(await (await t.request(`/api/stories/${id}/pdf/file`, { headers: parent.auth })).arrayBuffer());
    expect(file.includes(Buffer.from(fresh))).toBe(true);
    expect(file.includes(Buffer.from(prepared[0]!))).toBe(true);
    expect(file.includes(Buffer.from(prepared[1]!))).toBe(false);
  });
});
