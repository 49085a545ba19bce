/**
 * Reads a parent's short instruction for redrawing one page ("make it night", "add the dog",
 * "Mia is laughing", "at the beach", "sleeping") and changes the page's scene plan to match: time
 * of day, setting, who is present, pose, expression, props and framing. Every word has to be
 * understood; an instruction with a word it cannot draw is refused with what it does understand,
 * never half-followed. No instruction at all gives a new composition of the same scene.
 */
import type { ExpressionName, PoseName } from '../../shared/character/index.ts';
import {
  cameraAngles,
  creatureKinds,
  framings,
  placements,
  type CreatureKind,
  type PropKind,
  type SceneFigure,
  type ScenePlan,
  type SceneSetting,
  type TimeOfDay,
} from '../../shared/schemas/illustrations.ts';
import { creatureFrom } from '../providers/images/builtin/cast.ts';
import { describeScene, expressionWords, poseWords, propWords, settingWords, type StoryToDirect } from './scene-director.ts';

export const understoodInstructions =
  'I can change the time of day (morning, day, sunset, night), the place (at the beach, in the forest, in space…), who is in the picture (add or remove a friend, the dog…), what someone is doing (running, sleeping, waving…), how they look (laughing, surprised, worried…), things (a kite, a balloon, a lantern…) and the framing (close-up, wide, on the left).';

export type RedrawReading = { ok: true; plan: ScenePlan } | { ok: false; message: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

const times: Array<[TimeOfDay, RegExp]> = [
  ['night', /\b(night-?time|night|midnight|dark|moonlight)\b/gi],
  ['sunset', /\b(sunset|dusk|evening|sundown)\b/gi],
  ['morning', /\b(morning|sunrise|dawn)\b/gi],
  ['day', /\b(day-?time|daylight|day|sunny|afternoon|midday|noon)\b/gi],
];

const framingWords: Array<[(typeof framings)[number], RegExp]> = [
  ['close', /\b(close[- ]?up|closer|zoom(?:ed)? in|near(?:er)?)\b/gi],
  ['wide', /\b(wide(?: shot)?|wider|zoom(?:ed)? out|far(?:ther)? away|further away|from far)\b/gi],
  ['medium', /\b(medium(?: shot)?)\b/gi],
];
const placementWords: Array<[(typeof placements)[number], RegExp]> = [
  ['left', /\b(?:on|to|at) the left(?: side)?\b/gi],
  ['right', /\b(?:on|to|at) the right(?: side)?\b/gi],
  ['centre', /\b(?:in the )?(?:middle|centre|center)\b/gi],
];
const angleWords: Array<[(typeof cameraAngles)[number], RegExp]> = [
  ['high', /\b(from above|from high up|bird'?s[- ]eye(?: view)?|looking down)\b/gi],
  ['low', /\b(from below|from low down|low angle|looking up)\b/gi],
  ['level', /\b(eye[- ]level|straight on)\b/gi],
];

const creaturePattern = new RegExp(
  `\\b(${[...creatureKinds, 'puppy', 'doggy', 'kitten', 'kitty', 'bunny', 'dino', 'dolphin', 'teddy bear'].sort((a, b) => b.length - a.length).map(escape).join('|')})(?:s|es)?\\b`,
  'gi',
);

/** Words that carry no drawing of their own ("make it", "the", "please"). */
const fillers = new Set(
  `a an the it is are be being make made let have has please picture page image drawing draw redraw show now time
   at in on to of into onto by with and also too very more much so this that them him her his their its there here
   looking look looks lot little bit instead some scene he she they we i want should can could would all just one again`.split(/\s+/),
);

const addWords = /\b(add(?:ing)?|bring(?:ing)?(?: in)?|include|put in|with|holding|carrying|hold|carry)\b/gi;
const removeWords = /\b(remove|without|no|take out|take away|leave out|get rid of)\b/gi;

interface Reading {
  plan: ScenePlan;
  story: StoryToDirect;
  /** Who the pose and expression of this clause are for. */
  target: SceneFigure['who'];
  removing: boolean;
  refusal?: string;
}

const extraIndexOf = (story: StoryToDirect, name: string) => story.extras.findIndex((extra) => extra.name.toLowerCase() === name.toLowerCase());

function setFigure(reading: Reading, who: SceneFigure['who'], change: Partial<SceneFigure>) {
  const figures = reading.plan.figures.map((figure) => (figure.who === who ? { ...figure, ...change } : figure));
  reading.plan = { ...reading.plan, figures };
}

function addExtra(reading: Reading, index: number) {
  const who = `extra-${index}` as const;
  if (reading.plan.figures.some((figure) => figure.who === who)) return;
  if (reading.plan.figures.length >= 3) {
    reading.refusal = 'A page has room for three characters. Remove someone first, e.g. “without Sam”.';
    return;
  }
  reading.plan = { ...reading.plan, figures: [...reading.plan.figures, { who, pose: 'standing', expression: 'happy' }] };
}

function removeWho(reading: Reading, who: SceneFigure['who'], name: string) {
  if (who === 'hero') {
    reading.refusal = `${name} is the hero and is on every page.`;
    return;
  }
  reading.plan = { ...reading.plan, figures: reading.plan.figures.filter((figure) => figure.who !== who) };
}

/** A named character: the one the clause is about, or someone to add or remove. */
function readName(reading: Reading, name: string, adding: boolean) {
  const { story } = reading;
  const who: SceneFigure['who'] = name.toLowerCase() === story.heroName.toLowerCase() ? 'hero' : `extra-${extraIndexOf(story, name)}`;
  if (reading.removing) return removeWho(reading, who, name);
  if (who !== 'hero') addExtra(reading, Number(who.slice('extra-'.length)));
  if (!adding) reading.target = who;
}

function readCreature(reading: Reading, word: string) {
  const kind: CreatureKind = creatureFrom(word) ?? (creatureKinds.find((entry) => word.toLowerCase().startsWith(entry)) as CreatureKind | undefined) ?? 'dog';
  // The story's own pet, when it is that kind of animal.
  const pet = reading.story.extras.findIndex((extra) => extra.kind === 'pet' && (creatureFrom(extra.description ?? extra.name) ?? 'dog') === kind);
  if (pet >= 0) {
    if (reading.removing) removeWho(reading, `extra-${pet}`, word);
    else addExtra(reading, pet);
    return;
  }
  reading.plan = { ...reading.plan, creature: reading.removing ? (reading.plan.creature === kind ? null : reading.plan.creature) : kind };
}

function readProp(reading: Reading, prop: PropKind) {
  const props = reading.plan.props.filter((entry) => entry !== prop);
  reading.plan = { ...reading.plan, props: reading.removing ? props : [prop, ...props].slice(0, 2) };
}

/** Consumes every match of `pattern` in the clause, calling `found` for each, and returns what is left. */
function take(text: string, pattern: RegExp, found: (match: string) => void): string {
  const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  return text.replace(global, (match) => {
    found(match);
    return ' ';
  });
}

/** A word-start pattern from the director's tables, widened to the end of the word ("hug" → "hugging"). */
const wholeWords = (pattern: RegExp) => new RegExp(`${pattern.source}\\w*`, 'gi');

function readClause(reading: Reading, clause: string): string | null {
  const { story } = reading;
  let rest = ` ${clause.toLowerCase()} `;
  const adding = addWords.test(rest);
  addWords.lastIndex = 0;
  rest = take(rest, addWords, () => undefined);
  reading.removing = false;
  rest = take(rest, removeWords, () => {
    reading.removing = true;
  });

  const names = [story.heroName, ...story.extras.map((extra) => extra.name)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const name of names) rest = take(rest, new RegExp(`\\b${escape(name.toLowerCase())}(?:'s)?\\b`, 'g'), () => readName(reading, name, adding));
  if (/\b(friends?|everyone|everybody)\b/.test(rest) && story.extras.length > 0) {
    rest = take(rest, /\b(friends?|everyone|everybody)\b/g, () => (reading.removing ? story.extras.forEach((_, index) => removeWho(reading, `extra-${index}`, '')) : addExtra(reading, 0)));
  }
  rest = take(rest, /\b(alone|on (?:their|his|her) own|by (?:themselves|himself|herself))\b/g, () => {
    reading.plan = { ...reading.plan, figures: reading.plan.figures.filter((figure) => figure.who === 'hero'), creature: null };
  });

  // Places: the longest phrase first, so "under the sea" is not read as "sea".
  const places = settingWords.flatMap(([setting, words]) => words.map((word) => [setting, word] as [SceneSetting, string])).sort((a, b) => b[1].length - a[1].length);
  for (const [setting, word] of places) rest = take(rest, new RegExp(`\\b${escape(word)}s?\\b`, 'g'), () => (reading.plan = { ...reading.plan, setting }));

  for (const [time, pattern] of times) rest = take(rest, pattern, () => (reading.plan = { ...reading.plan, timeOfDay: time }));
  for (const [framing, pattern] of framingWords) rest = take(rest, pattern, () => (reading.plan = { ...reading.plan, framing }));
  for (const [placement, pattern] of placementWords) rest = take(rest, pattern, () => (reading.plan = { ...reading.plan, placement }));
  for (const [angle, pattern] of angleWords) rest = take(rest, pattern, () => (reading.plan = { ...reading.plan, angle }));

  rest = take(rest, creaturePattern, (word) => readCreature(reading, word));
  for (const [prop, pattern] of propWords) rest = take(rest, wholeWords(pattern), () => readProp(reading, prop));

  for (const [pose, pattern] of poseWords) {
    rest = take(rest, wholeWords(pattern), () => {
      setFigure(reading, reading.target, { pose: pose as PoseName, ...(pose === 'sleeping' ? { expression: 'sleepy' as ExpressionName } : {}) });
    });
  }
  for (const [expression, pattern] of expressionWords) rest = take(rest, wholeWords(pattern), () => setFigure(reading, reading.target, { expression }));

  const unknown = rest.split(/[^a-z']+/).filter((word) => word && !fillers.has(word));
  return unknown.length > 0 ? unknown.join(' ') : null;
}

/** The next entry of a list after `current`, so a new composition always moves the camera. */
const nextOf = <T>(list: readonly T[], current: T, step: number) => list[(list.indexOf(current) + step) % list.length]!;

/** A new composition of the same scene: the camera moves and the background varies. */
export function recompose(plan: ScenePlan, story: StoryToDirect, turn: number): ScenePlan {
  const step = 1 + (turn % 2);
  const next: ScenePlan = {
    ...plan,
    framing: plan.figures.some((figure) => figure.pose === 'sleeping') ? plan.framing : nextOf(framings, plan.framing, step),
    placement: nextOf(placements, plan.placement, step),
    angle: nextOf(cameraAngles, plan.angle, 1),
    variant: plan.variant + 17 + turn,
  };
  return { ...next, altText: describeScene(story, next) };
}

/** The page's plan changed as the instruction says, or why it cannot be followed. */
export function readRedrawInstruction(plan: ScenePlan, story: StoryToDirect, instruction: string): RedrawReading {
  const reading: Reading = { plan, story, target: 'hero', removing: false };
  const clauses = instruction.split(/[,;.!]+|\bthen\b|\band\b(?= (?:make|add|put|remove|at|in|on|without|with)\b)/i).filter((clause) => clause.trim());
  const unknown: string[] = [];
  for (const clause of clauses) {
    reading.target = 'hero';
    const left = readClause(reading, clause);
    if (left) unknown.push(left);
    if (reading.refusal) return { ok: false, message: reading.refusal };
  }
  if (unknown.length > 0) return { ok: false, message: `I don’t know how to draw “${unknown.join(' ')}” yet. ${understoodInstructions}` };
  const changed: ScenePlan = { ...reading.plan, variant: reading.plan.variant + 1 };
  return { ok: true, plan: { ...changed, altText: describeScene(story, changed) } };
}
