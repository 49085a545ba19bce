/**
 * Narrators for API tests, at the speech provider boundary: one that fails, one that waits for the
 * test before reading, and a switch that lets one test file change narrators between tests.
 */
import { builtinNarrator } from '../../src/server/providers/speech/index.ts';
import type { Narration, NarrationRequest, SpeechProvider } from '../../src/server/providers/speech/speech.ts';

export class FailingNarrator implements SpeechProvider {
  readonly name = 'failing-test';
  calls = 0;
  async narrate(): Promise<Narration> {
    this.calls++;
    throw new Error('The narrator is unavailable.');
  }
}

/** Reads with the built-in narrator, but only once `release()` is called; `onCall` runs first. */
export class GatedNarrator implements SpeechProvider {
  readonly name = 'gated-test';
  calls: NarrationRequest[] = [];
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.opened = resolve;
  });

  constructor(private readonly onCall: (request: NarrationRequest) => Promise<void> = async () => undefined) {}

  release() {
    this.opened();
  }

  async narrate(request: NarrationRequest): Promise<Narration> {
    this.calls.push(request);
    await this.onCall(request);
    await this.gate;
    return builtinNarrator().narrate(request);
  }
}

/** Delegates to `current` (the built-in narrator unless a test switches it). */
export class SwitchableNarrator implements SpeechProvider {
  readonly name = 'switchable-test';
  current: SpeechProvider = builtinNarrator();
  narrate(request: NarrationRequest): Promise<Narration> {
    return this.current.narrate(request);
  }
}
