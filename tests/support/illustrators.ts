/**
 * Illustrators for API tests, at the image provider boundary: one that fails, one that waits for
 * the test before drawing, and a switch that lets one test file change illustrators between tests.
 */
import { builtinIllustrator, type ImageProvider } from '../../src/server/providers/images/index.ts';
import type { Illustration, IllustrationInput } from '../../src/server/providers/images/types.ts';

export class FailingIllustrator implements ImageProvider {
  readonly name = 'failing-test';
  calls = 0;
  async illustrate(): Promise<Illustration> {
    this.calls++;
    throw new Error('The illustrator is unavailable.');
  }
}

/** Draws with the built-in illustrator, but only once `release()` is called. */
export class GatedIllustrator implements ImageProvider {
  readonly name = 'gated-test';
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.opened = resolve;
  });

  release() {
    this.opened();
  }

  async illustrate(input: IllustrationInput): Promise<Illustration> {
    await this.gate;
    return builtinIllustrator.illustrate(input);
  }
}

/** Delegates to `current` (the built-in illustrator unless a test switches it). */
export class SwitchableIllustrator implements ImageProvider {
  readonly name = 'builtin';
  current: ImageProvider = builtinIllustrator;
  illustrate(input: IllustrationInput): Promise<Illustration> {
    return this.current.illustrate(input);
  }
}
