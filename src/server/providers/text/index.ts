/**
 * Chooses the story writers. The built-in engine needs nothing configured and writes for everyone;
 * an outside model (TEXT_PROVIDER with its key or URL) writes only for parents who allowed their
 * child's details to be sent to it (consent 2 of PRODUCT.md).
 */
import type { Config } from '../../config.ts';
import { BuiltinTextProvider } from './builtin/index.ts';
import { OpenAIModerator, type Moderator } from './outside/moderation.ts';
import { createOutsideModel } from './outside/models.ts';
import { OutsideTextProvider } from './outside/provider.ts';
import type { TextProvider } from './types.ts';

export interface StoryWriters {
  builtin: TextProvider;
  outside: { writer: TextProvider; moderator: Moderator | null } | null;
}

function createModerator(config: Config): Moderator | null {
  if (!config.TEXT_MODERATION || !config.OPENAI_API_KEY) return null;
  return new OpenAIModerator({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseUrl: config.OPENAI_BASE_URL } : {}),
    timeoutMs: Math.min(config.TEXT_TIMEOUT_MS, 60_000),
  });
}

export async function createStoryWriters(config: Config, overrides: { builtin?: TextProvider } = {}): Promise<StoryWriters> {
  const model = await createOutsideModel(config);
  return {
    builtin: overrides.builtin ?? new BuiltinTextProvider(),
    outside: model ? { writer: new OutsideTextProvider(model, { timeoutMs: config.TEXT_TIMEOUT_MS }), moderator: createModerator(config) } : null,
  };
}
