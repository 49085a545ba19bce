/**
 * Chooses the outside image model of IMAGE_PROVIDER (with its key and IMAGE_MODEL), and the
 * likeness judge when a vision-capable text model is configured. Null when pictures stay built-in.
 */
import type { Config } from '../../../config.ts';
import type { LikenessJudge } from './likeness.ts';
import type { OutsideImageModel } from './model.ts';
import { createGoogleImageModel } from './google-images.ts';
import { createOpenAIImageModel } from './openai-images.ts';

export interface OutsideIllustrator {
  model: OutsideImageModel;
  /** Compares each picture with the hero's reference; null when no vision-capable text model is configured. */
  judge: LikenessJudge | null;
  /** Pictures scored below this are redrawn, free, up to twice. */
  likenessThreshold: number;
  /** Pages drawn at once. */
  concurrency: number;
}

export function createOutsideImageModel(config: Config): OutsideImageModel | null {
  const policy = { timeoutMs: config.IMAGE_TIMEOUT_MS, retries: config.IMAGE_RETRIES, concurrency: config.IMAGE_CONCURRENCY };
  const model = config.IMAGE_MODEL ? { model: config.IMAGE_MODEL } : {};
  if (config.IMAGE_PROVIDER === 'openai' && config.OPENAI_API_KEY) {
    return createOpenAIImageModel({ ...policy, ...model, apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1' });
  }
  if (config.IMAGE_PROVIDER === 'google' && config.GOOGLE_GENERATIVE_AI_API_KEY) {
    const baseUrl = config.GOOGLE_GENERATIVE_AI_BASE_URL ?? 'https://generativelanguage.googleapis.com/v1beta';
    return createGoogleImageModel({ ...policy, ...model, apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY, baseUrl });
  }
  return null;
}

export function createOutsideIllustrator(config: Config, judge: LikenessJudge | null = null): OutsideIllustrator | null {
  const model = createOutsideImageModel(config);
  return model && { model, judge, likenessThreshold: config.LIKENESS_THRESHOLD, concurrency: config.IMAGE_CONCURRENCY };
}
