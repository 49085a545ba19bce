/**
 * The illustration lab: one scene plan drawn by every configured image provider, each timed, for
 * admins comparing them (/image-gen-test). The hero is one of the caller's children or a sample.
 * The outside model draws as the pipeline has it draw a book: the character sheet, a reference
 * picture of the hero made first, then the page with that reference; its time is both calls'.
 * A child's look in words goes to it only when the caller gave consent 2.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultAppearance } from '../../shared/appearance.ts';
import { ageOn } from '../../shared/compliance.ts';
import type { ImageLabDrawing, imageLabRequest, ImageProvidersResponse } from '../../shared/schemas/image-lab.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { Database } from '../db/client.ts';
import { children } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { imageProviders } from '../providers/images/index.ts';
import type { OutsideIllustrator } from '../providers/images/outside/index.ts';
import { toWebp } from '../providers/images/raster.ts';
import { characterSheet, pagePrompt, referencePrompt, type SheetHero } from './character-sheet.ts';
import { currentConsents } from './consents.ts';
import { checkPrompt } from './outside-page-drawing.ts';

type LabInput = z.output<typeof imageLabRequest>;

interface LabHero extends SheetHero {
  /** Never sent: checked for in every prompt. */
  name: string;
  birthDate: string;
  /** One of the caller's children rather than the sample. */
  own: boolean;
}

async function labHero(db: Database, userId: string, childId: string | undefined): Promise<LabHero> {
  if (!childId) return { appearance: defaultAppearance, age: 6, pronouns: 'they', name: '', birthDate: '', own: false };
  const [child] = await db
    .select({ appearance: children.appearance, name: children.name, birthDate: children.birthDate, pronouns: children.pronouns })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  if (!child) throw new AppError('VALIDATION_FAILED', 'Please choose one of your children.', 'childId');
  return { ...child, age: ageOn(child.birthDate), own: true };
}

export function labPlan(input: Pick<LabInput, 'setting' | 'timeOfDay' | 'pose' | 'expression'>): ScenePlan {
  return {
    setting: input.setting,
    timeOfDay: input.timeOfDay,
    figures: [{ who: 'hero', pose: input.pose, expression: input.expression }],
    creature: null,
    props: [],
    framing: 'medium',
    placement: 'centre',
    angle: 'level',
    variant: 0,
    altText: `The hero ${input.pose}, looking ${input.expression}, ${input.setting}, ${input.timeOfDay}.`,
  };
}

const providerNames: Record<string, string> = { openai: 'OpenAI', google: 'Google' };

/** The providers the lab draws with: the built-in illustrator, then the outside model when one is configured. */
export function labProviders(outside: OutsideIllustrator | null): ImageProvidersResponse['providers'] {
  const listed = imageProviders().map(({ label, provider }) => ({ name: provider.name, label }));
  if (!outside) return listed;
  const { provider, model } = outside.model;
  return [...listed, { name: provider, label: `${providerNames[provider] ?? provider} ${model} (outside, consent 2)` }];
}

const timed = (started: number) => Math.round(performance.now() - started);

async function drawOutside(outside: OutsideIllustrator, hero: LabHero, plan: ScenePlan, input: LabInput, consented: boolean): Promise<ImageLabDrawing> {
  const provider = outside.model.provider;
  const started = performance.now();
  if (hero.own && !consented) {
    return { provider, image: null, error: 'Your child’s look is sent to the outside model only with consent 2 (Privacy). Draw the sample child, or give consent first.', ms: 0, bytes: 0 };
  }
  try {
    const sheet = characterSheet(hero, [], input.style);
    const context = { names: [hero.name], birthDate: hero.birthDate, heroAge: hero.age };
    const reference = await outside.model.draw({ prompt: checkPrompt(referencePrompt(sheet, false), context), references: [] });
    const referenceMs = timed(started);
    const page = await outside.model.draw({ prompt: checkPrompt(pagePrompt(sheet, plan, false), context), references: [{ body: await toWebp(reference.body), contentType: 'image/webp' }] });
    const body = await toWebp(page.body);
    const ms = timed(started);
    return { provider, image: `data:image/webp;base64,${Buffer.from(body).toString('base64')}`, error: null, ms, bytes: body.byteLength, note: `reference ${referenceMs} ms, then the page ${ms - referenceMs} ms` };
  } catch (error) {
    return { provider, image: null, error: String(error).slice(0, 300), ms: timed(started), bytes: 0 };
  }
}

export async function drawWithEveryProvider(db: Database, userId: string, input: LabInput, outside: OutsideIllustrator | null): Promise<ImageLabDrawing[]> {
  const hero = await labHero(db, userId, input.childId);
  const plan = labPlan(input);
  const consented = outside ? (await currentConsents(db, userId))['ai-provider'].granted : false;
  const builtin = imageProviders().map(async ({ provider }): Promise<ImageLabDrawing> => {
    const started = performance.now();
    try {
      const picture = await provider.illustrate({ plan, style: input.style, hero: hero.appearance, extras: [], seed: 7 });
      const image = `data:${picture.contentType};base64,${Buffer.from(picture.body).toString('base64')}`;
      return { provider: provider.name, image, error: null, ms: timed(started), bytes: picture.body.byteLength };
    } catch (error) {
      return { provider: provider.name, image: null, error: String(error).slice(0, 300), ms: timed(started), bytes: 0 };
    }
  });
  return Promise.all([...builtin, ...(outside ? [drawOutside(outside, hero, plan, input, consented)] : [])]);
}
