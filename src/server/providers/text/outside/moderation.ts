/**
 * The outside provider's own content check: OpenAI's moderation endpoint, run on outside-written
 * stories on top of our word and theme lists (see domain/story-generation.ts).
 */
import { z } from 'zod';

export interface ModerationFlag {
  /** Which of the checked texts was flagged. */
  index: number;
  categories: string[];
}

export interface Moderator {
  moderate(texts: readonly string[], options?: { signal?: AbortSignal }): Promise<ModerationFlag[]>;
}

const moderationResponse = z.object({
  results: z.array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean().nullable()) })),
});

const retryableStatus = (status: number) => status === 429 || status >= 500;

export class ModerationError extends Error {
  override name = 'ModerationError';
}

export class OpenAIModerator implements Moderator {
  constructor(
    private readonly options: { apiKey: string; baseUrl?: string; timeoutMs: number; model?: string; retries?: number },
  ) {}

  private async call(texts: readonly string[], signal: AbortSignal | undefined): Promise<Response> {
    const base = (this.options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
    const retries = this.options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(this.options.timeoutMs);
      const response = await fetch(`${base}/moderations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: this.options.model ?? 'omni-moderation-latest', input: texts }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (response.ok || !retryableStatus(response.status) || attempt >= retries) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }

  async moderate(texts: readonly string[], options: { signal?: AbortSignal } = {}): Promise<ModerationFlag[]> {
    if (texts.length === 0) return [];
    const response = await this.call(texts, options.signal);
    if (!response.ok) throw new ModerationError(`The moderation endpoint answered ${response.status}.`);
    const parsed = moderationResponse.safeParse(await response.json());
    if (!parsed.success || parsed.data.results.length !== texts.length) throw new ModerationError('The moderation endpoint gave an answer we could not read.');
    return parsed.data.results.flatMap((result, index) =>
      result.flagged ? [{ index, categories: Object.entries(result.categories).filter(([, on]) => on).map(([name]) => name) }] : [],
    );
  }
}
