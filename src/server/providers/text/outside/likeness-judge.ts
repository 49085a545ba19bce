/**
 * The likeness check: the configured text model (TEXT_PROVIDER, when it can see pictures) compares
 * a page's picture with the hero's reference picture and answers through structured output with a
 * score from 0 to 10 and its reasons (same hair, skin, glasses, outfit, age). The illustrating stage
 * redraws a page scored below LIKENESS_THRESHOLD.
 */
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { createOutsideModel, type OutsideModel } from './models.ts';

interface Picture {
  body: Uint8Array;
  contentType: string;
}

const verdictSchema = z.object({
  sameHair: z.boolean().describe('Hair colour, length and style match the reference'),
  sameSkin: z.boolean().describe('Skin tone matches the reference'),
  sameGlasses: z.boolean().describe('Glasses, or none, as in the reference'),
  sameOutfit: z.boolean().describe('Outfit colours match the reference'),
  sameAge: z.boolean().describe('The child looks the same age as in the reference'),
  score: z.number().describe('0 (a different child) to 10 (unmistakably the same child)'),
  reasons: z.string().describe('One or two sentences on what matches and what does not'),
});

const instructions =
  'You check a children’s picture book for consistency. The first picture is the reference picture of the story’s hero. ' +
  'The second is a page of the book. Find the hero on the page (the child who looks most like the reference) and compare: ' +
  'hair (colour, length, style), skin tone, glasses or none, outfit colours, and apparent age. Ignore the pose, the scene, ' +
  'the framing and the drawing style. Score 10 when every feature matches, lower for each one that does not; ' +
  'score 0 when the hero is missing.';

/** Models that take pictures as input; Ollama's default models do not. */
const visionProviders = new Set(['openai', 'anthropic', 'google']);

export class LikenessJudgeModel {
  readonly id: string;

  constructor(
    private readonly outside: OutsideModel,
    private readonly timeoutMs: number,
  ) {
    this.id = outside.id;
  }

  async compare(reference: Picture, picture: Picture): Promise<{ score: number; reasons: string }> {
    const result = await generateText({
      model: this.outside.model,
      system: instructions,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Reference picture of the hero:' },
            { type: 'image', image: reference.body, mediaType: reference.contentType },
            { type: 'text', text: 'Page to check:' },
            { type: 'image', image: picture.body, mediaType: picture.contentType },
          ],
        },
      ],
      output: Output.object({ schema: verdictSchema, name: 'likeness' }),
      maxRetries: 2,
      timeout: { totalMs: this.timeoutMs },
      ...(this.outside.providerOptions ? { providerOptions: this.outside.providerOptions } : {}),
    });
    const verdict = result.output;
    return { score: Math.max(0, Math.min(10, Math.round(verdict.score))), reasons: verdict.reasons };
  }
}

/** The judge of TEXT_PROVIDER when it can see pictures; null otherwise (pictures are then kept unchecked). */
export async function createLikenessJudge(config: Config): Promise<LikenessJudgeModel | null> {
  if (!visionProviders.has(config.TEXT_PROVIDER)) return null;
  const model = await createOutsideModel(config);
  return model && new LikenessJudgeModel(model, Math.min(config.TEXT_TIMEOUT_MS, 60_000));
}
