/**
 * Chooses the story writers. The built-in engine needs nothing configured and writes for everyone;
 * an outside model (TEXT_PROVIDER with its key or URL) writes only for parents who allowed their
 * child's details to be sent to it (consent 2 of docs/product.md).
 */
import type { Config } from '../../config.ts';
import { lazyModule } from '../../lazy-module.ts';
import { OpenAIModerator, type Moderator } from './outside/moderation.ts';
import { createOutsideModel } from './outside/models.ts';
import type { StoryRequest, TextGenerationResult, TextProvider } from './types.ts';

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

/** The AI SDK is loaded only when an outside provider is configured: the built-in engine needs none of it. */
async function createOutsideWriter(config: Config): Promise<StoryWriters['outside']> {
  const model = await createOutsideModel(config);
  if (!model) return null;
  const { OutsideTextProvider } = await import('./outside/provider.ts');
  return { writer: new OutsideTextProvider(model, { timeoutMs: config.TEXT_TIMEOUT_MS }), moderator: createModerator(config) };
}

/** The engine and its tale library (megabytes of text) load with the first story written, never in a process that writes none. */
const loadBuiltinEngine = lazyModule(async () => new (await import('./builtin/index.ts')).BuiltinTextProvider());

/** The built-in engine, loaded on first use. */
class BuiltinTextWriter implements TextProvider {
  readonly name = 'builtin';

  async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    return (await loadBuiltinEngine()).generateStory(request);
  }
}

export async function createStoryWriters(config: Config, overrides: { builtin?: TextProvider } = {}): Promise<StoryWriters> {
  return { builtin: overrides.builtin ?? new BuiltinTextWriter(), outside: await createOutsideWriter(config) };
}

/**
 * The likeness check for outside pictures: the outside text model, when pictures are drawn by an
 * outside model too and the text model can see them; null otherwise.
 */
export async function createLikenessJudge(config: Config) {
  if (config.IMAGE_PROVIDER === 'builtin' || config.TEXT_PROVIDER === 'builtin') return null;
  const { createLikenessJudge } = await import('./outside/likeness-judge.ts');
  return createLikenessJudge(config);
}
