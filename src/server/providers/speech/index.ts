/** Chooses the narrator: the built-in one, and an outside voice when one is configured. */
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createElevenLabsNarrator } from './outside/elevenlabs.ts';
import { withBuiltinFallback } from './outside/fallback.ts';
import { createOpenAINarrator } from './outside/openai-speech.ts';
import { createElevenLabsVoices, type VoiceCloner } from './outside/elevenlabs-voices.ts';
import { createThreadedNarrator, startNarrationThread } from './builtin/threaded.ts';
import type { SpeechProvider } from './speech.ts';

let builtin: SpeechProvider | undefined;

/** The built-in narrator, on a worker thread so the process keeps answering requests meanwhile. */
export function builtinNarrator(): SpeechProvider {
  builtin ??= createThreadedNarrator();
  return builtin;
}

/** Starts the built-in narrator's thread now, so the first page of the first story is read without its start-up. */
export function warmBuiltinNarrator(): void {
  startNarrationThread();
}

/** The narrator the app reads stories with when no outside voice may be used. */
export function createNarrator(): SpeechProvider {
  return builtinNarrator();
}

/**
 * The outside voice of `SPEECH_PROVIDER`, falling back to `builtin` page by page; null when none is
 * configured. It is used only for parents who allowed an outside provider (consent 2).
 */
export function createOutsideNarrator(config: Config, builtin: SpeechProvider, log: Logger): SpeechProvider | null {
  const policy = { timeoutMs: config.SPEECH_TIMEOUT_MS, retries: config.SPEECH_RETRIES, concurrency: config.SPEECH_CONCURRENCY };
  const voice = { ...(config.SPEECH_VOICE ? { voice: config.SPEECH_VOICE, voiceId: config.SPEECH_VOICE } : {}), ...(config.SPEECH_MODEL ? { model: config.SPEECH_MODEL } : {}) };
  let outside: SpeechProvider | null = null;
  if (config.SPEECH_PROVIDER === 'elevenlabs' && config.ELEVENLABS_API_KEY) {
    outside = createElevenLabsNarrator({ ...policy, ...voice, apiKey: config.ELEVENLABS_API_KEY, baseUrl: config.ELEVENLABS_BASE_URL });
  } else if (config.SPEECH_PROVIDER === 'openai' && config.OPENAI_API_KEY) {
    outside = createOpenAINarrator({ ...policy, ...voice, apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1' });
  }
  return outside && withBuiltinFallback(outside, builtin, log);
}

/** The service that makes cloned voices: ElevenLabs when it is the configured voice; null otherwise. */
export function createVoiceCloner(config: Config): VoiceCloner | null {
  if (config.SPEECH_PROVIDER !== 'elevenlabs' || !config.ELEVENLABS_API_KEY) return null;
  return createElevenLabsVoices({ apiKey: config.ELEVENLABS_API_KEY, baseUrl: config.ELEVENLABS_BASE_URL, timeoutMs: Math.max(config.SPEECH_TIMEOUT_MS, 60_000), retries: config.SPEECH_RETRIES });
}
