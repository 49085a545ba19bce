/**
 * An outside voice that never leaves a page unread: a page it still cannot read after its retries
 * is read by the built-in narrator instead, so the story is finished and no credits are lost.
 */
import type { Logger } from '../../../logger.ts';
import type { Narration, NarrationRequest, SpeechProvider } from '../speech.ts';

export function withBuiltinFallback(outside: SpeechProvider, builtin: SpeechProvider, log: Logger): SpeechProvider {
  return {
    name: outside.name,
    async narrate(request: NarrationRequest): Promise<Narration> {
      try {
        return await outside.narrate(request);
      } catch (error) {
        log.warn({ err: error, provider: outside.name }, 'outside voice failed: the page is read by the built-in narrator');
        return { ...(await builtin.narrate(request)), fellBack: true };
      }
    },
  };
}
