/**
 * The built-in story engine: offline, needs no keys, and writes the same story for the same request
 * and seed. Plot, world, cast and lesson are planned first; the core arc is laid down with as many
 * attempts and encounters as the length allows; optional beats then bring it to its word count.
 */
import type { GeneratedStory, StoryRequest, TextGenerationResult, TextProvider } from '../types.ts';
import { buildCore, draftWords, type Draft } from './build.ts';
import { expand, trim } from './expand.ts';
import { paginate } from './paginate.ts';
import { makePlan } from './plan.ts';
import { createRandom } from './random.ts';
import { renderTemplate } from './template.ts';
import { stripGuards } from './polish.ts';

/** Attempts and encounters to try, richest first; the first whose core leaves room to grow is used. */
const shapes: ReadonlyArray<readonly [number, number]> = [
  [4, 3],
  [4, 2],
  [4, 1],
  [3, 1],
  [4, 0],
  [3, 0],
  [2, 0],
];
const coreShare = 0.78;

function draftFor(request: StoryRequest): Draft {
  const target = request.targetWordCount;
  let draft: Draft | undefined;
  for (const [attempts, encounters] of shapes) {
    // The same seed gives the same plan and choices whichever shape is tried.
    const random = createRandom(request.seed);
    const plan = makePlan(request, random.fork('plan'));
    draft = buildCore(plan, random.fork('core'), attempts, encounters);
    if (draftWords(draft) <= target * coreShare) break;
  }
  return draft!;
}

export function generateBuiltinStory(request: StoryRequest): GeneratedStory {
  const draft = draftFor(request);
  trim(draft, request.targetWordCount);
  expand(draft, request.targetWordCount);
  const titleTemplate = draft.composer.random.pick(draft.plan.plot.titles);
  const title = stripGuards(renderTemplate(titleTemplate, draft.composer.context));
  return { title, pages: paginate(draft) };
}

export class BuiltinTextProvider implements TextProvider {
  readonly name = 'builtin';

  async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    return { story: generateBuiltinStory(request), model: 'builtin-story-engine-1' };
  }
}
