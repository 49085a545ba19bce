/**
 * Story text from an outside model, held to the same shape as the built-in engine's with structured
 * output. A draft that cannot be parsed or does not fit, or that the story critic finds fault with,
 * is sent back once with the reasons (the repair retry); rate limits and server errors are retried
 * with backoff by the AI SDK.
 */
import { APICallError, generateText, NoObjectGeneratedError, Output, type LanguageModelUsage, type ModelMessage } from 'ai';
import { z } from 'zod';
import {
  generatedStorySchema,
  PermanentWriterError,
  type GeneratedStory,
  type StoryRequest,
  type TextGenerationResult,
  type TextProvider,
} from '../types.ts';
import { critiqueStory, describeFindings } from '../critic/index.ts';
import type { OutsideModel } from './models.ts';
import { storyPrompt, systemPrompt } from './prompt.ts';

/**
 * What the model is asked for: plain types only, because providers' JSON-schema dialects differ in
 * the limits they accept. The full rules (non-empty, lengths) are checked after parsing.
 */
const wireSchema = z.object({
  title: z.string().describe('The story’s title, a few words long'),
  pages: z.array(z.object({ text: z.string(), sceneDescription: z.string() })),
});

/** The model's answer could not be used even after the repair retry. */
export class UnusableStoryError extends PermanentWriterError {
  override name = 'UnusableStoryError';
}

export interface OutsideTextOptions {
  timeoutMs: number;
  /** Retries of one call after 429/5xx/network errors, with exponential backoff (AI SDK). */
  maxRetries?: number;
}

type Attempt = { story: GeneratedStory; usage: LanguageModelUsage } | { problem: string; text: string; usage: LanguageModelUsage | undefined };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
}

function addUsage(total: { inputTokens: number; outputTokens: number }, usage: LanguageModelUsage | undefined) {
  total.inputTokens += usage?.inputTokens ?? 0;
  total.outputTokens += usage?.outputTokens ?? 0;
}

export class OutsideTextProvider implements TextProvider {
  readonly name: string;

  constructor(
    private readonly outside: OutsideModel,
    private readonly options: OutsideTextOptions,
  ) {
    this.name = outside.provider;
  }

  private async attempt(messages: ModelMessage[], signal: AbortSignal | undefined): Promise<Attempt> {
    try {
      const result = await generateText({
        model: this.outside.model,
        system: systemPrompt,
        messages,
        output: Output.object({ schema: wireSchema, name: 'story' }),
        maxRetries: this.options.maxRetries ?? 3,
        // The whole call, retries and their backoff included.
        timeout: { totalMs: this.options.timeoutMs },
        ...(signal ? { abortSignal: signal } : {}),
        ...(this.outside.providerOptions ? { providerOptions: this.outside.providerOptions } : {}),
      });
      const checked = generatedStorySchema.safeParse(result.output);
      if (checked.success) return { story: checked.data, usage: result.usage };
      return { problem: describeIssues(checked.error), text: result.text, usage: result.usage };
    } catch (error) {
      // A refused key or request (4xx other than 429) will be refused again on any later try.
      if (APICallError.isInstance(error) && !error.isRetryable) {
        throw new PermanentWriterError(`The story writer refused the request (${error.statusCode ?? 'no status'}): ${error.message}`);
      }
      if (!NoObjectGeneratedError.isInstance(error)) throw error;
      return { problem: error.cause instanceof Error ? error.cause.message : error.message, text: error.text ?? '', usage: error.usage };
    }
  }

  async generateStory(request: StoryRequest, options: { signal?: AbortSignal } = {}): Promise<TextGenerationResult> {
    const usage = { inputTokens: 0, outputTokens: 0 };
    const messages: ModelMessage[] = [{ role: 'user', content: storyPrompt(request) }];
    const first = await this.attempt(messages, options.signal);
    addUsage(usage, first.usage);
    const findings = 'story' in first ? critiqueStory(first.story, request) : [];
    if ('story' in first && findings.length === 0) return { story: first.story, model: this.outside.id, usage };

    const complaint =
      'story' in first
        ? `That story needs fixing before a parent reads it aloud:\n${describeFindings(findings)}\nReply again with the whole story, corrected, as JSON only.`
        : `That answer could not be used (${first.problem}). Reply again with the whole story as corrected JSON only.`;
    const repaired = await this.attempt(
      [...messages, { role: 'assistant', content: 'story' in first ? JSON.stringify(first.story) : first.text }, { role: 'user', content: complaint }],
      options.signal,
    );
    addUsage(usage, repaired.usage);
    if ('story' in repaired) return { story: repaired.story, model: this.outside.id, usage };
    // A usable first draft with a few slips beats no story at all.
    if ('story' in first) return { story: first.story, model: this.outside.id, usage };
    throw new UnusableStoryError(`The story writer's answer did not fit the story shape twice: ${repaired.problem}`);
  }
}
