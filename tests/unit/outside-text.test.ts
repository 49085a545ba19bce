import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { OutsideTextProvider, UnusableStoryError } from '../../src/server/providers/text/outside/provider.ts';
import { pageCountFor, storyPrompt } from '../../src/server/providers/text/outside/prompt.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';

type LanguageModelV3GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

const request: StoryRequest = {
  hero: { name: 'Leo', pronouns: 'he', age: 9, interests: ['volcanoes', 'chess'], favourites: { colour: 'orange', animal: 'otter' } },
  extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a sleepy beagle' }],
  theme: 'dinosaurs',
  setting: 'a misty valley',
  lesson: 'Patience pays off',
  readingLevel: 'transitional-reader',
  targetWordCount: 1200,
  seed: 7,
};

function reply(text: string, input = 50, output = 200): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: output, text: output, reasoning: undefined },
    },
    warnings: [],
  };
}

const good = JSON.stringify({
  title: 'Leo and the Sleepy Volcano',
  pages: [
    { text: 'Leo climbed the path up the misty valley with Biscuit.', sceneDescription: 'Leo and a beagle on a misty path.' },
    { text: 'At the top, the volcano only yawned. Leo waited, and he smiled: patience pays off.', sceneDescription: 'A smiling volcano puffing a small cloud.' },
  ],
});

function providerWith(...results: LanguageModelV3GenerateResult[]) {
  const model = new MockLanguageModelV3({ provider: 'mock', modelId: 'mock-model', doGenerate: results });
  return { model, provider: new OutsideTextProvider({ provider: 'openai', id: 'openai:mock-model', model }, { timeoutMs: 5000, maxRetries: 0 }) };
}

describe('OutsideTextProvider', () => {
  it('asks for the story as JSON with a schema and returns it with the model and token counts', async () => {
    const { model, provider } = providerWith(reply(good));
    const result = await provider.generateStory(request);
    expect(result).toMatchObject({ model: 'openai:mock-model', usage: { inputTokens: 50, outputTokens: 200 } });
    expect(result.story.title).toBe('Leo and the Sleepy Volcano');
    expect(result.story.pages).toHaveLength(2);
    const call = model.doGenerateCalls[0]!;
    expect(call.responseFormat).toMatchObject({ type: 'json', name: 'story' });
    expect(JSON.stringify(call.responseFormat)).toContain('sceneDescription');
    expect(JSON.stringify(call.prompt)).toContain('Leo, aged 9');
  });

  it('sends an unparseable answer back once with the reason, and adds up the tokens of both calls', async () => {
    const { model, provider } = providerWith(reply('Once upon a time, not JSON'), reply(good, 70, 210));
    const result = await provider.generateStory(request);
    expect(result.story.title).toBe('Leo and the Sleepy Volcano');
    expect(result.usage).toEqual({ inputTokens: 120, outputTokens: 410 });
    const repair = model.doGenerateCalls[1]!.prompt;
    expect(repair.at(-2)).toMatchObject({ role: 'assistant' });
    expect(JSON.stringify(repair.at(-2))).toContain('Once upon a time, not JSON');
    expect(JSON.stringify(repair.at(-1))).toContain('could not be used');
  });

  it('holds the answer to the full story rules, not only to its JSON shape', async () => {
    const emptyPage = JSON.stringify({ title: 'A title', pages: [{ text: '  ', sceneDescription: 'x' }] });
    const { model, provider } = providerWith(reply(emptyPage), reply(good));
    await provider.generateStory(request);
    expect(JSON.stringify(model.doGenerateCalls[1]!.prompt.at(-1))).toContain('pages.0.text');
  });

  it('gives up on a call that outlasts its timeout', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason as Error))),
    });
    const provider = new OutsideTextProvider({ provider: 'openai', id: 'openai:slow', model }, { timeoutMs: 50, maxRetries: 0 });
    const started = Date.now();
    await expect(provider.generateStory(request)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up after the one repair', async () => {
    const { model, provider } = providerWith(reply('{}'), reply('{"title": 3}'));
    await expect(provider.generateStory(request)).rejects.toBeInstanceOf(UnusableStoryError);
    expect(model.doGenerateCalls).toHaveLength(2);
  });
});

describe('storyPrompt', () => {
  it('carries the child, companions, theme, setting, lesson, level and length', () => {
    const prompt = storyPrompt(request);
    for (const part of ['Leo, aged 9, pronouns he/him', 'volcanoes, chess', 'favourite colour: orange', 'Biscuit (a pet: a sleepy beagle)', 'Dinosaurs', 'a misty valley', 'Patience pays off', 'transitional reader', 'about 1200 words']) {
      expect(prompt).toContain(part);
    }
    expect(prompt).toContain(`over ${pageCountFor(request)} pages`);
  });

  it('builds the story on a template’s premise: who wants what, what stands in the way, and the turn', () => {
    const prompt = storyPrompt({
      ...request,
      template: {
        title: 'The Egg in the Ferns',
        premise: 'A mother dinosaur wants her egg back, but it has rolled into the ferns.',
        plot: { shape: 'find', time: 'day', who: 'a mother dinosaur', want: 'her speckled egg', obstacle: 'It had rolled into the ferns.', turn: 'Your child listened for a tiny tap.' },
      },
    });
    for (const part of ['Premise (the story is built on it): A mother dinosaur wants her egg back', 'Who wants something: a mother dinosaur', 'What they want: her speckled egg', 'What stands in the way: It had rolled into the ferns.', 'The turning point: Leo listened for a tiny tap.', 'Title: The Egg in the Ferns.']) {
      expect(prompt).toContain(part);
    }
    expect(storyPrompt(request)).not.toContain('Premise');
  });

  it('lets the story choose a place when the parent gave none, and winds bedtime stories down', () => {
    const prompt = storyPrompt({ ...request, setting: ' ', theme: 'bedtime', extraCharacters: [], lesson: undefined });
    expect(prompt).toContain('choose a place that suits the theme');
    expect(prompt).toContain('ready for sleep');
    expect(prompt).not.toContain('lesson');
  });
});
