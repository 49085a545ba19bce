/**
 * The rule-based scene director: turns a page (its text and the writer's scene description) and
 * the story's setting, theme and cast into a scene plan for the illustrator. It reads keywords,
 * not exact sentences, so it works for any writer. The composition (framing, placement, angle)
 * turns from page to page so a book never repeats one picture.
 */
import type { ExpressionName, PoseName } from '../../shared/character/index.ts';
import {
  cameraAngles,
  framings,
  placements,
  type CreatureKind,
  type PropKind,
  type SceneFigure,
  type ScenePlan,
  type SceneSetting,
  type TimeOfDay,
} from '../../shared/schemas/illustrations.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import { creatureFrom } from '../providers/images/builtin/cast.ts';

export interface DirectorCharacter {
  kind: 'child' | 'pet' | 'friend';
  name: string;
  description?: string;
}

export interface PageToDirect {
  text: string;
  sceneDescription: string;
  index: number;
  pageCount: number;
}

export interface StoryToDirect {
  heroName: string;
  setting: string;
  theme: StoryThemeId;
  extras: readonly DirectorCharacter[];
  seed: number;
}

export const settingWords: Array<[SceneSetting, string[]]> = [
  ['bedroom', ['bedroom', 'in bed', 'tucked up', 'bedtime', 'pillow', 'duvet', 'nursery']],
  ['house', ['house', 'home', 'kitchen', 'living room', 'sofa', 'grandma', 'granny', 'attic']],
  ['garden', ['garden', 'vegetable patch', 'greenhouse', 'flower bed', 'back yard', 'backyard']],
  ['park', ['park', 'playground', 'swings', 'picnic', 'meadow', 'pond']],
  ['forest', ['forest', 'wood', 'woods', 'glade', 'grove', 'bramble', 'clearing', 'oak', 'pine']],
  ['beach', ['beach', 'seaside', 'shore', 'sand', 'dunes', 'cove', 'tideline', 'rock pool', 'pier', 'lighthouse', 'bay']],
  ['underwater', ['under the sea', 'underwater', 'reef', 'coral', 'ocean floor', 'seabed', 'submarine', 'kelp']],
  ['space', ['space', 'planet', 'moon base', 'rocket', 'spaceship', 'stars above', 'galaxy', 'asteroid', 'mars', 'orbit']],
  ['castle', ['castle', 'palace', 'kingdom', 'tower', 'drawbridge', 'throne', 'royal']],
  ['jungle', ['jungle', 'rainforest', 'vines', 'tropical']],
  ['farm', ['farm', 'barn', 'tractor', 'hay', 'orchard', 'field of']],
  ['city-street', ['city', 'street', 'town', 'market', 'shop', 'bus stop', 'library', 'museum', 'pavement']],
  ['mountains', ['mountain', 'peak', 'hill', 'summit', 'cliff', 'valley of', 'ridge']],
  ['school', ['school', 'classroom', 'teacher', 'class', 'lesson time', 'playtime', 'nursery school', 'kindergarten']],
  ['snow', ['snow', 'snowy', 'ice', 'frozen', 'winter', 'sledge', 'igloo', 'north pole', 'arctic']],
  ['desert', ['desert', 'dune sea', 'cactus', 'oasis', 'camel', 'canyon']],
  ['dinosaur-valley', ['dinosaur', 'long ago', 'volcano', 'prehistoric', 'nesting ground', 'fern valley']],
];

const themeSettings: Record<StoryThemeId, SceneSetting> = {
  adventure: 'forest',
  bedtime: 'bedroom',
  space: 'space',
  dinosaurs: 'dinosaur-valley',
  ocean: 'beach',
  'fairy-tale': 'castle',
  friendship: 'park',
  'first-day-at-school': 'school',
  bravery: 'mountains',
  kindness: 'garden',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const has = (text: string, word: string) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(text);

/** The setting whose longest keyword appears in the text, so "under the sea" beats "sea". */
export function settingIn(text: string): SceneSetting | null {
  let best: { setting: SceneSetting; length: number } | null = null;
  for (const [setting, words] of settingWords) {
    for (const word of words) if (has(text, word) && (!best || word.length > best.length)) best = { setting, length: word.length };
  }
  return best?.setting ?? null;
}

export function timeIn(text: string): TimeOfDay | null {
  if (/\b(night|moon|moonlight|stars? (?:came|twinkl)|asleep|bedtime|dark|midnight|fireflies)\b/i.test(text)) return 'night';
  if (/\b(sunset|dusk|evening|golden light|sun (?:went|was going) down)\b/i.test(text)) return 'sunset';
  if (/\b(morning|sunrise|dawn|breakfast|woke)\b/i.test(text)) return 'morning';
  if (/\b(daylight|sunny|afternoon|midday|sunshine)\b/i.test(text)) return 'day';
  return null;
}

export const poseWords: Array<[PoseName, RegExp]> = [
  ['sleeping', /\b(asleep|sleeping|fell asleep|tucked up|snoring|dreaming)\b/i],
  ['hugging', /\b(hug|hugged|hugging|cuddle|cuddled|embrace)/i],
  ['jumping', /\b(jump|jumped|jumping|leap|leapt|bounce|bounced|hop|hopped|cheer|cheered|cheering)/i],
  ['running', /\b(ran|run|running|raced|racing|dashed|hurried|chased|rushing|diving)\b/i],
  ['waving', /\b(wave|waved|waving|hello|goodbye)\b/i],
  ['reaching', /\b(reach|reached|reaching|holding up|held up|picked|grabbed|handing|lifted|pointing|turning the)/i],
  ['sitting', /\b(sat|sit|sitting|kneeling|knelt|resting|rest|snack|picnic)\b/i],
  ['walking', /\b(walk|walked|walking|went|wandered|on the way|heading|set off|setting off|marched|stroll|journey|skipped)/i],
];

export const expressionWords: Array<[ExpressionName, RegExp]> = [
  ['sleepy', /\b(sleepy|yawn|yawned|tired|drowsy|asleep)\b/i],
  ['worried', /\b(worried|worry|concerned|scared|afraid|nervous|sad|lost|problem|trembl|shaking|oh no)/i],
  ['surprised', /\b(surprise|surprised|gasp|gasped|amazed|wow|suddenly|astonish)/i],
  ['thinking', /\b(think|thinking|thought|idea|wonder|wondered|planning|puzzl|remember)/i],
  ['brave', /\b(brave|bravely|determined|stood up straight|standing tall|ready to|courage|bold)/i],
  ['happy', /\b(happy|smil|laugh|giggl|cheer|delight|glad|content|proud)/i],
];

export const propWords: Array<[PropKind, RegExp]> = [
  ['backpack', /\b(backpack|rucksack|bag)\b/i],
  ['ball', /\bball\b/i],
  ['book', /\b(book|story ?book|diary)\b/i],
  ['lantern', /\b(lantern|torch|lamp|flashlight)\b/i],
  ['shell', /\b(shell|seashell|pearl)\b/i],
  ['star', /\b(star|twinkle)\b/i],
  ['map', /\bmap\b/i],
  ['kite', /\bkite\b/i],
  ['balloon', /\bballoons?\b/i],
  ['teddy', /\b(teddy|cuddly toy)\b/i],
  ['flower', /\b(flower|bluebell|daisy|rose|blossom)\b/i],
  ['egg', /\begg\b/i],
  ['cake', /\b(cake|cupcake|birthday|party)\b/i],
  ['treasure', /\b(treasure|chest|gold coins)\b/i],
  ['umbrella', /\b(umbrella|rain)\b/i],
  ['key', /\bkey\b/i],
];

export const firstMatch = <T>(table: Array<[T, RegExp]>, text: string): T | null => table.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/** "Setting: Gull Cove, in daylight." from the scene description, when the writer gave one. */
const settingClause = (description: string) => /Setting:\s*([^.]*)/i.exec(description)?.[1] ?? '';

/** A number from the story, for where its camera starts: the same page always gets the same shot. */
const storyTurn = (seed: number) => Math.imul(seed ^ 0x5bd1e995, 31) >>> 0;

export function directScene(story: StoryToDirect, page: PageToDirect): ScenePlan {
  const description = page.sceneDescription;
  const clause = settingClause(description);
  const moment = description.replace(/Characters:[^.]*\.|Setting:[^.]*\./gi, ' ');
  const everything = `${moment} ${page.text}`;

  const setting = settingIn(clause) ?? settingIn(moment) ?? settingIn(page.text) ?? settingIn(story.setting) ?? themeSettings[story.theme];
  const lastPage = page.index === page.pageCount - 1;
  const timeOfDay =
    timeIn(clause) ?? timeIn(moment) ?? timeIn(page.text) ?? (story.theme === 'bedtime' && lastPage ? 'night' : page.index === 0 ? 'morning' : lastPage ? 'sunset' : 'day');

  const asleep = /\b(asleep|tucked up|fell asleep)\b/i.test(moment);
  const pose: PoseName = asleep ? 'sleeping' : (firstMatch(poseWords, moment) ?? firstMatch(poseWords, page.text) ?? 'standing');
  const expression: ExpressionName = asleep ? 'sleepy' : (firstMatch(expressionWords, moment) ?? firstMatch(expressionWords, page.text) ?? 'happy');

  const figures: SceneFigure[] = [{ who: 'hero', pose, expression }];
  story.extras.forEach((extra, index) => {
    const named = has(everything, extra.name);
    // The first companion comes along on most pages of a story that has one, as parents expect.
    if (figures.length < 3 && (named || (index === 0 && !asleep))) {
      figures.push({ who: `extra-${index}`, pose: pose === 'sleeping' ? 'sitting' : pose === 'running' ? 'running' : 'standing', expression: expression === 'worried' ? 'worried' : 'happy' });
    }
  });

  const petKinds = new Set(story.extras.filter((extra) => extra.kind === 'pet').map((extra) => creatureFrom(extra.description ?? extra.name) ?? 'dog'));
  const named: CreatureKind | null = [creatureFrom(moment), creatureFrom(page.text)].find((kind) => kind && !petKinds.has(kind)) ?? null;
  // A whale or a fish is drawn only where there is water to swim in (the illustrator leaves it out elsewhere).
  const creature = named && (named === 'whale' || named === 'fish') && setting !== 'underwater' && setting !== 'beach' ? null : named;

  const props: PropKind[] = [];
  for (const [prop, pattern] of propWords) if (pattern.test(moment) && props.length < 2) props.push(prop);
  for (const [prop, pattern] of propWords) if (pattern.test(page.text) && props.length < 2 && !props.includes(prop)) props.push(prop);

  // Each page moves the camera on: the placement always changes from one page to the next.
  const turn = storyTurn(story.seed);
  const framing = asleep ? 'medium' : page.index === 0 ? 'wide' : framings[(turn + page.index) % framings.length]!;
  const placement = placements[(Math.floor(turn / 3) + page.index * 2) % placements.length]!;
  const angle = cameraAngles[(Math.floor(turn / 9) + page.index) % cameraAngles.length]!;

  const plan: ScenePlan = { setting, timeOfDay, figures, creature, props, framing, placement, angle, variant: page.index, altText: '' };
  return { ...plan, altText: describeScene(story, plan) };
}

const settingNames: Record<SceneSetting, string> = {
  bedroom: 'in the bedroom',
  house: 'at home',
  garden: 'in the garden',
  park: 'in the park',
  forest: 'in the forest',
  beach: 'on the beach',
  underwater: 'under the sea',
  space: 'in space',
  castle: 'by the castle',
  jungle: 'in the jungle',
  farm: 'on the farm',
  'city-street': 'in the town',
  mountains: 'in the mountains',
  school: 'at school',
  snow: 'in the snow',
  desert: 'in the desert',
  'dinosaur-valley': 'in the dinosaur valley',
};

const poseVerbs: Record<PoseName, string> = {
  standing: 'standing',
  walking: 'walking',
  running: 'running',
  waving: 'waving',
  sitting: 'sitting',
  sleeping: 'asleep',
  jumping: 'jumping',
  reaching: 'reaching up',
  hugging: 'giving a hug',
};

const timeNames: Record<TimeOfDay, string> = { morning: 'in the morning', day: '', sunset: 'at sunset', night: 'at night' };

/** One sentence a screen reader reads for the picture. */
export function describeScene(story: StoryToDirect, plan: ScenePlan): string {
  const hero = plan.figures[0]!;
  const mood = hero.expression === 'happy' || hero.pose === 'sleeping' ? '' : ` and looking ${hero.expression}`;
  const others = plan.figures
    .slice(1)
    .map((figure) => story.extras[Number(figure.who.slice('extra-'.length))])
    .filter((extra): extra is DirectorCharacter => extra !== undefined)
    .map((extra) => (extra.kind === 'pet' ? `${extra.name} the ${creatureFrom(extra.description ?? extra.name) ?? 'dog'}` : extra.name));
  const company = [...others, ...(plan.creature ? [`a friendly ${plan.creature}`] : [])];
  const things = plan.props.length > 0 ? `, with ${plan.props.map((prop) => `a ${prop}`).join(' and ')}` : '';
  const withWhom = company.length > 0 ? ` with ${company.join(' and ')}` : '';
  const when = timeNames[plan.timeOfDay] ? ` ${timeNames[plan.timeOfDay]}` : '';
  return `${story.heroName} ${poseVerbs[hero.pose]}${mood}${withWhom} ${settingNames[plan.setting]}${when}${things}.`.replace(/\s+/g, ' ').slice(0, 300);
}
