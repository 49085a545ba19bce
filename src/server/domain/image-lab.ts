/**
 * The illustration lab: one scene plan drawn by every configured image provider, each timed, for
 * admins comparing them (/image-gen-test). The hero is one of the caller's children or a sample.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultAppearance, type Appearance } from '../../shared/appearance.ts';
import type { ImageLabDrawing, imageLabRequest } from '../../shared/schemas/image-lab.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { Database } from '../db/client.ts';
import { children } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { imageProviders } from '../providers/images/index.ts';

type LabInput = z.output<typeof imageLabRequest>;

async function heroLook(db: Database, userId: string, childId: string | undefined): Promise<Appearance> {
  if (!childId) return defaultAppearance;
  const [child] = await db.select({ appearance: children.appearance }).from(children).where(and(eq(children.id, childId), eq(children.userId, userId)));
  if (!child) throw new AppError('VALIDATION_FAILED', 'Please choose one of your children.', 'childId');
  return child.appearance;
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

export async function drawWithEveryProvider(db: Database, userId: string, input: LabInput): Promise<ImageLabDrawing[]> {
  const hero = await heroLook(db, userId, input.childId);
  const plan = labPlan(input);
  return Promise.all(
    imageProviders().map(async ({ provider }): Promise<ImageLabDrawing> => {
      const started = performance.now();
      try {
        const picture = await provider.illustrate({ plan, style: input.style, hero, extras: [], seed: 7 });
        const image = `data:${picture.contentType};base64,${Buffer.from(picture.body).toString('base64')}`;
        return { provider: provider.name, image, error: null, ms: Math.round(performance.now() - started), bytes: picture.body.byteLength };
      } catch (error) {
        return { provider: provider.name, image: null, error: String(error).slice(0, 300), ms: Math.round(performance.now() - started), bytes: 0 };
      }
    }),
  );
}
