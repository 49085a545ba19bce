/**
 * Prints built-in stories to read through as a parent would, with the critic's findings:
 * `npm run story:samples -- [theme] [level] [minutes] [seed] [setting] [lesson]`; anything left out
 * is varied over every theme and level. `--template <id>` (anywhere in the arguments) tells the
 * story from that built-in template, with its theme, setting and lesson unless others are given.
 */
import { readingLevels, targetWordCount, type ReadingLevel } from '../src/shared/reading.ts';
import { storyTemplate } from '../src/shared/story-templates.ts';
import { storyThemeIds, type StoryThemeId } from '../src/shared/story-themes.ts';
import { writeBuiltinStory } from '../src/server/providers/text/builtin/index.ts';
import { critiqueStory } from '../src/server/providers/text/critic/index.ts';
import { fleschKincaidGrade, wordCount } from '../src/server/providers/text/readability.ts';
import type { StoryRequest } from '../src/server/providers/text/types.ts';

const args = process.argv.slice(2);
const templateAt = args.indexOf('--template');
const template = templateAt >= 0 ? storyTemplate(args.splice(templateAt, 2)[1] ?? '') : undefined;
if (templateAt >= 0 && !template) throw new Error('No built-in template has that id.');
const [themeArg, levelArg, minutesArg, seedArg, settingArg, lessonArg] = args;
const heroes: Array<Pick<StoryRequest, 'hero' | 'extraCharacters'>> = [
  { hero: { name: 'Mia Rose', pronouns: 'she', age: 3, interests: ['trains'], favourites: { colour: 'yellow', toy: 'teddy bear', toyName: 'Pip', animal: 'duck' } }, extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }] },
  { hero: { name: 'Omar', pronouns: 'he', age: 6, interests: ['dinosaurs', 'drawing'], favourites: { colour: 'green' } }, extraCharacters: [{ kind: 'child', name: 'Lina' }] },
  { hero: { name: 'Sam', pronouns: 'they', age: 9, interests: ['football'], favourites: { animal: 'fox' } }, extraCharacters: [] },
  { hero: { name: 'Ada', pronouns: 'she', age: 12, interests: ['astronomy', 'chess'], favourites: { colour: 'blue', toy: 'telescope' } }, extraCharacters: [{ kind: 'friend', name: 'Theo', description: 'a boy who loves maps' }] },
];
const themes: StoryThemeId[] = template ? [template.theme] : themeArg && themeArg !== '-' ? [themeArg as StoryThemeId] : [...storyThemeIds];
const levels: ReadingLevel[] = levelArg && levelArg !== '-' ? [levelArg as ReadingLevel] : [...readingLevels];

let index = 0;
for (const theme of themes) {
  for (const level of levels) {
    const seed = seedArg ? Number(seedArg) : index + 1;
    const minutes = minutesArg ? Number(minutesArg) : 5;
    const cast = heroes[index++ % heroes.length]!;
    const request: StoryRequest = {
      ...cast, theme, readingLevel: level, setting: settingArg || template?.setting || '', lesson: lessonArg || template?.lesson || '',
      targetWordCount: targetWordCount(level, minutes), seed,
      ...(template ? { template: { title: template.title, premise: template.premise, plot: template.plot } } : {}),
    };
    const { story, hints, tale, lastResort } = writeBuiltinStory(request);
    const text = story.pages.map((page) => page.text).join('\n\n');
    console.log(`\n===== ${theme} · ${level} · ${minutes} min · seed ${seed} · ${request.hero.name} · world ${hints.world} · tale ${tale}${lastResort ? ' (last-resort fit)' : ''} =====`);
    console.log(`${story.title} (${wordCount(text)}/${request.targetWordCount} words, grade ${fleschKincaidGrade(text).toFixed(1)})\n`);
    console.log(text);
    for (const finding of critiqueStory(story, request, hints)) console.log(`  !! [${finding.rule}] ${finding.message} — ${finding.sentence}`);
  }
}
