/**
 * The outside language model named by TEXT_PROVIDER, through the AI SDK. Provider packages are
 * loaded only when chosen, so an install on the built-in engine never loads them.
 */
import type { LanguageModel } from 'ai';
import type { Config, TextProviderId } from '../../../config.ts';

export type OutsideProviderId = Exclude<TextProviderId, 'builtin'>;

export const defaultModels: Record<OutsideProviderId, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
  ollama: 'llama3.1',
};

export interface OutsideModel {
  provider: OutsideProviderId;
  /** Recorded on every story it writes, e.g. `openai:gpt-4.1-mini`. */
  id: string;
  model: LanguageModel;
  /** Provider-specific call options (see outside/provider.ts). */
  providerOptions?: Record<string, Record<string, boolean | string>>;
}

export async function createOutsideModel(config: Config): Promise<OutsideModel | null> {
  if (config.TEXT_PROVIDER === 'builtin') return null;
  const provider = config.TEXT_PROVIDER;
  const modelId = config.TEXT_MODEL ?? defaultModels[provider];
  const id = `${provider}:${modelId}`;
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}) });
      // Chat completions rather than the Responses API: every OpenAI-compatible server speaks it.
      // Our schema's length limits are checked after parsing, so strict mode stays off.
      return { provider, id, model: openai.chat(modelId), providerOptions: { openai: { strictJsonSchema: false } } };
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      const anthropic = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, ...(config.ANTHROPIC_BASE_URL ? { baseURL: config.ANTHROPIC_BASE_URL } : {}) });
      return { provider, id, model: anthropic(modelId) };
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      const google = createGoogleGenerativeAI({
        apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY,
        ...(config.GOOGLE_GENERATIVE_AI_BASE_URL ? { baseURL: config.GOOGLE_GENERATIVE_AI_BASE_URL } : {}),
      });
      return { provider, id, model: google(modelId) };
    }
    case 'ollama': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      // Ollama serves the OpenAI chat API under /v1 and honours JSON-schema response formats.
      const ollama = createOpenAICompatible({ name: 'ollama', baseURL: `${config.OLLAMA_URL.replace(/\/+$/, '')}/v1`, supportsStructuredOutputs: true });
      return { provider, id, model: ollama.chatModel(modelId) };
    }
  }
}
