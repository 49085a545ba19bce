/**
 * The story-generation lab: runs a story writer directly on a made-up hero and measures what it
 * wrote. No story row, no job, no credits — admins try writers without making a story.
 */
import { readingLevelForAge, targetWordCount } from '../../shared/reading.ts';
import type { storyLabRequest, StoryLabFinding, StoryLabResponse } from '../../shared/schemas/story-lab.ts';
import type { z } from 'zod';
import type { AppDeps } from '../context.ts';
import { AppError } from '../errors.ts';
import { critiqueStory } from '../providers/text/critic/index.ts';
import { fleschKincaidGrade, wordCount } from '../providers/text/readability.ts';
import type { StoryRequest } from '../providers/text/types.ts';
import { checkText } from './safety.ts';

type LabInput = z.output<typeof storyLabRequest>;

/** docs/product.md "Story": a story lands within ±10 % of its target word count. */
const tolerancePercent = 10;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function labRequest(input: LabInput): StoryRequest {
  const readingLevel = input.readingLevel ?? readingLevelForAge(input.age);
  return {
    hero: {
      name: input.heroName,
      pronouns: input.pronouns,
      age: input.age,
      interests: input.interests,
      favourites: input.favourites,
    },
    extraCharacters: [],
    theme: input.theme,
    setting: input.setting,
    ...(input.lesson ? { lesson: input.lesson } : {}),
    readingLevel,
    targetWordCount: targetWordCount(readingLevel, input.length),
    seed: input.seed,
  };
}

function chooseWriter(deps: AppDeps, writer: LabInput['writer']) {
  if (writer === 'builtin') return deps.storyWriters.builtin;
  const outside = deps.storyWriters.outside?.writer;
  if (!outside) throw new AppError('VALIDATION_FAILED', 'No outside story writer is configured on this Storyloom.', 'writer');
  return outside;
}

export async function runStoryLab(deps: AppDeps, input: LabInput, signal?: AbortSignal): Promise<StoryLabResponse> {
  const writer = chooseWriter(deps, input.writer);
  const request = labRequest(input);
  const started = performance.now();
  let result;
  try {
    result = await writer.generateStory(request, signal ? { signal } : {});
  } catch (error) {
    deps.log.warn({ err: error, writer: writer.name }, 'story lab: the writer failed');
    const reason = error instanceof Error && error.message ? ` (${error.message.slice(0, 300)})` : '';
    throw new AppError('INTERNAL', `The ${input.writer === 'builtin' ? 'built-in engine' : 'outside writer'} could not write this story${reason}.`);
  }
  const generationMs = Math.round(performance.now() - started);
  const { story } = result;

  const safetyOptions = { age: input.age, ignore: [input.heroName] };
  const texts: Array<[string, string]> = [
    ['title', story.title],
    ...story.pages.flatMap((page, index): Array<[string, string]> => [
      [`page ${index + 1}`, page.text],
      [`page ${index + 1} scene`, page.sceneDescription],
    ]),
  ];
  const findings: StoryLabFinding[] = texts.flatMap(([where, text]) =>
    checkText(text, safetyOptions).findings.map((finding) => ({ ...finding, where })),
  );

  const critique = critiqueStory(story, request, result.critiqueHints);

  const fullText = story.pages.map((page) => page.text).join('\n\n');
  const words = wordCount(fullText);
  const percentOff = oneDecimal(((words - request.targetWordCount) / request.targetWordCount) * 100);
  return {
    title: story.title,
    pages: story.pages.map(({ text, sceneDescription }) => ({ text, sceneDescription })),
    writer: input.writer,
    model: result.model,
    usage: result.usage
      ? { inputTokens: result.usage.inputTokens ?? null, outputTokens: result.usage.outputTokens ?? null }
      : null,
    readingLevel: request.readingLevel,
    wordCount: words,
    targetWordCount: request.targetWordCount,
    percentOff,
    withinTolerance: Math.abs(percentOff) <= tolerancePercent,
    fleschKincaidGrade: oneDecimal(fleschKincaidGrade(fullText)),
    generationMs,
    safety: { ok: findings.length === 0, age: input.age, findings },
    critique: { ok: critique.length === 0, findings: critique },
  };
}
