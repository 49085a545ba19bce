/**
 * Text providers for API tests, at the provider boundary: a story writer that fails, one that
 * writes something unsuitable, and a switch that lets one test file change writers between tests.
 */
import type { StoryRequest, TextGenerationResult, TextProvider } from '../../src/server/providers/text/types.ts';

/** Plain, safe sentences that add up to the request's target word count. */
export class PlainTextProvider implements TextProvider {
  readonly name = 'plain-test';
  calls: StoryRequest[] = [];

  /** The first `unsafeCalls` drafts contain something unsuitable for a young child. */
  constructor(private readonly unsafeCalls = 0) {}

  async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    this.calls.push(request);
    const sentence = `${request.hero.name} walked along the quiet path and smiled at the tall green trees.`;
    const perSentence = sentence.split(' ').length;
    const pageCount = Math.max(2, Math.round(request.targetWordCount / 100));
    const sentences = Math.round(request.targetWordCount / perSentence);
    const pages = Array.from({ length: pageCount }, (_, index) => {
      const share = Math.floor(sentences / pageCount) + (index < sentences % pageCount ? 1 : 0);
      return { text: Array.from({ length: share }, () => sentence).join(' '), sceneDescription: `${request.hero.name} on a forest path.` };
    });
    if (this.calls.length <= this.unsafeCalls) pages[0]!.text += ' Then the soldier grabbed his gun.';
    return { story: { title: `${request.hero.name} and the Quiet Path`, pages }, model: 'plain-test' };
  }
}

export class FailingTextProvider implements TextProvider {
  readonly name = 'failing-test';
  calls = 0;
  async generateStory(): Promise<TextGenerationResult> {
    this.calls++;
    throw new Error('The text model is unavailable.');
  }
}

/** Waits until `release()` before writing, so a test can act while a story is being made. */
export class GatedTextProvider extends PlainTextProvider {
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.opened = resolve;
  });
  started = false;

  release() {
    this.opened();
  }

  override async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    this.started = true;
    await this.gate;
    return super.generateStory(request);
  }
}

/** Delegates to `current`, so a test can swap the writer the running worker uses. */
export class SwitchableTextProvider implements TextProvider {
  constructor(public current: TextProvider) {}
  get name() {
    return this.current.name;
  }
  generateStory(request: StoryRequest, options?: { signal?: AbortSignal }) {
    return this.current.generateStory(request, options);
  }
}
