/**
 * The story critic: reads a finished story as a careful parent would and reports every slip with
 * the sentence it is in. The built-in engine is tested against it, the bench counts its findings,
 * the lab shows them, and an outside writer's draft that has any is sent back once to be fixed.
 */
import { isOrdinaryDetail, plainLesson, tidyDetail } from '../../../../shared/story-details.ts';
import { normalizeSentence, splitSentences, wordCount } from '../readability.ts';
import type { GeneratedStory, StoryRequest } from '../types.ts';
import {
  articleSlips, brokenSpeechTag, colourSimileSlip, dialogueCapitalSlip, doubledPhrase, doubledThing, exclaimedQuestionSlip, ownerNamedAgain, pronounSlip, searchSlip, startsWithCapital, storyTalk, unpairedQuote,
} from './grammar.ts';
import { companionTheir } from '../builtin/cast.ts';
import { contentStems, foldForMatching, detailBudget, detailMentions, lessonSaidSlips, nearRepeat } from './measures.ts';
import { castListing, nameLedPage, petSlip, selfSpeech, stockFrame } from './telling.ts';
import { roomScaleCheck } from './room-scale.ts';
import { misfitsIn, worldOfSetting, type TimeOfDay } from './vocabulary.ts';

export const critiqueRules = [
  'raw-field',
  'doubled-words',
  'repeated-sentence',
  'scene-repeated',
  'full-name',
  'full-place',
  'world-word',
  'lesson-absent',
  'lesson-said',
  'lesson-at-turn',
  'setting-absent',
  'room-scale',
  'detail-budget',
  'unfilled-slot',
  'pronoun',
  'article',
  'capital',
  'punctuation',
  'story-talk',
  'simile',
  'plot-drift',
  'stock-frame',
  'speaker',
  'cast-list',
  'name-start',
  'pet',
] as const;
export type CritiqueRule = (typeof critiqueRules)[number];

/**
 * Rules reported for the writers of the library to act on, which do not yet fail the engine's
 * matrix: a tale's turn that does not show the parent's kind of lesson in action is counted while
 * turns are still being given paragraphs for each kind, and a page leaning on the hero's name
 * while tales still lead many sentences with it.
 */
export const advisoryRules: ReadonlySet<CritiqueRule> = new Set(['lesson-at-turn', 'name-start']);

export interface CritiqueFinding {
  rule: CritiqueRule;
  /** The sentence at fault; for something missing, what was missing. */
  sentence: string;
  message: string;
}

export interface CritiqueHints {
  /** The world the writer set the story in, when it knows (the built-in engine does). */
  world?: string;
  /** Time of day per page, when known, so "moonlight" at noon is caught. */
  pageTimes?: ReadonlyArray<TimeOfDay | undefined>;
  /** The kinds of scene in story order, when known, with how many of each kind the plot allows. */
  scenes?: ReadonlyArray<{ kind: string; limit: number }>;
  /** Whether the plot is a search for something lost; when it is not, "it was not there" has no place. */
  search?: boolean;
  /** A plot told wholly at night (bedtime to sleep): “all day” and sunshine have no place in it. */
  night?: boolean;
  /** Other people in the story by name (a helper met on the way), so their pronouns are not taken for the hero's. */
  names?: readonly string[];
  /**
   * A story from a template about someone else whose words say whether they are “she” or “he” (“a
   * new girl”): the template's own sentences as told, in which that person's pronouns are not slips.
   */
  premise?: { sentences: readonly string[]; pronouns: 'she' | 'he' };
  /** For a lesson of a kind the writer recognises: whether the story's turn shows it in action. */
  lessonActed?: boolean;
  /** The place as the writer names it in full (the built-in engine's, or one of its tale's own); else the parent's setting is read. */
  place?: string;
}

function heroNames(name: string): { full: string; first: string } {
  const full = name.trim().replace(/\s+/g, ' ');
  return { full, first: full.split(' ')[0]! };
}

/** The parent's words as they were typed, each with what it is called in a finding. */
function rawFields(request: StoryRequest): Array<[string, string]> {
  const { hero } = request;
  const fields: Array<[string, string | undefined]> = [
    ['favourite colour', hero.favourites.colour],
    ['favourite animal', hero.favourites.animal],
    ['favourite toy', hero.favourites.toy],
    ['toy’s name', hero.favourites.toyName],
    ...hero.interests.map((interest): [string, string] => ['interest', interest]),
    ...request.extraCharacters.map((extra): [string, string | undefined] => ['description', extra.description]),
  ];
  return fields.filter((field): field is [string, string] => !!field[1]?.trim());
}

/** A place of four words or more, as a storyteller names it in full once: “the little harbour town of Porthwenna”. */
function longPlace(raw: string): { phrase: string; pattern: RegExp } | undefined {
  const phrase = raw.trim().replace(/\s+/g, ' ').replace(/[.!?,;:]+$/, '').replace(/^(?:in|at|on|inside|near|by|under|beside|aboard)\s+/i, '').replaceAll("'", '’');
  if (wordCount(phrase) < 4) return undefined;
  // Said with any article: the parent's “my grandma’s big back garden” is told as “the …”.
  const core = phrase.replace(/^(?:the|a|an|my|our|your)\s+/i, '');
  return { phrase, pattern: new RegExp(`(?<![\\p{L}])${escape(core)}(?![\\p{L}])`, 'iu') };
}

export function critiqueStory(story: GeneratedStory, request: StoryRequest, hints: CritiqueHints = {}): CritiqueFinding[] {
  const findings: CritiqueFinding[] = [];
  const add = (rule: CritiqueRule, sentence: string, message: string) => findings.push({ rule, sentence, message });
  const pages = story.pages.map((page) => page.text);
  const text = pages.join('\n\n');
  const sentences = splitSentences(text);
  const { full, first } = heroNames(request.hero.name);
  const others = [...request.extraCharacters.map((extra) => extra.name.trim()), ...(hints.names ?? [])].filter(Boolean);
  const world = hints.world ?? worldOfSetting(request.setting);
  const parentWords = [request.setting, ...rawFields(request).map(([, value]) => value)];
  // Companions whose pronouns the parent's words say, so “Ava … Ava’s” in one sentence can be caught.
  const owners = request.extraCharacters.flatMap((extra) => {
    const their = companionTheir(extra);
    return extra.name.trim() && their ? [{ name: extra.name.trim(), their }] : [];
  });

  for (const piece of [story.title, text, ...story.pages.map((page) => page.sceneDescription)]) {
    const hole = /[{}[\]<>|\uE000\uE001]|\bundefined\b|\bnull\b|\bNaN\b|\[object/.exec(piece);
    if (hole) add('unfilled-slot', sentenceAround(piece, hole.index), `“${hole[0]}” is left over from a template.`);
  }

  for (const [label, raw] of rawFields(request)) {
    const value = tidyDetail(raw);
    if (!isOrdinaryDetail(value) && text.includes(raw.trim())) add('raw-field', sentenceAround(text, text.indexOf(raw.trim())), `The ${label} is pasted as typed.`);
    // "her Bubbles the seal": a name and what it is, pasted after a possessive.
    const pasted = new RegExp(`\\b(?:her|his|their|its|’s)\\s+${escape(value)}\\b`).exec(text);
    if (/\p{Lu}/u.test(value) && pasted) add('raw-field', sentenceAround(text, pasted.index), `The ${label} is pasted after a possessive.`);
  }

  if (full !== first) {
    const uses = sentences.filter((sentence) => sentence.includes(full));
    if (uses.length > 2) add('full-name', uses[2]!, `The full name “${full}” is used ${uses.length} times; once, then “${first}” and pronouns.`);
  }

  const place = longPlace(hints.place ?? request.setting);
  if (place) {
    const uses = sentences.filter((sentence) => place.pattern.test(sentence.replaceAll("'", '’')));
    if (uses.length > 2) add('full-place', uses[2]!, `The place “${place.phrase}” is said in full ${uses.length} times; once, then a short name for it.`);
  }

  const seen = new Map<string, string>();
  const frames = new Set<string>();
  const roomScale = roomScaleCheck(request.setting);
  sentences.forEach((sentence, index) => {
    const key = normalizeSentence(sentence);
    if (wordCount(sentence) >= 4 && seen.has(key)) add('repeated-sentence', sentence, 'This sentence is told twice.');
    else if (wordCount(sentence) >= 6) {
      const twin = sentences.slice(Math.max(0, index - 6), index).find((earlier) => nearRepeat(earlier, sentence, [first, ...others]));
      if (twin) add('repeated-sentence', sentence, `This says again what “${twin}” said.`);
    }
    seen.set(key, sentence);
    const doubled = doubledPhrase(sentence) ?? doubledThing(sentence);
    if (doubled) add('doubled-words', sentence, `“${doubled}” repeats itself.`);
    for (const slip of articleSlips(sentence)) add('article', sentence, `“${slip}” has the wrong article.`);
    if (!startsWithCapital(sentence)) add('capital', sentence, 'A sentence starts with a small letter.');
    const premise = hints.premise?.sentences.some((told) => foldForMatching(sentence).includes(foldForMatching(told))) ? hints.premise.pronouns : undefined;
    const pronoun = pronounSlip(sentence, request.hero.pronouns, [first], others, premise);
    if (pronoun) add('pronoun', sentence, `“${pronoun}” does not agree with the hero’s pronouns (${request.hero.pronouns}).`);
    for (const { name, their } of owners) {
      if (ownerNamedAgain(sentence, name, [first, ...others])) add('pronoun', sentence, `“${name}” is named twice; the second time a storyteller says “${their}”.`);
    }
    const exclaimed = exclaimedQuestionSlip(sentence);
    if (exclaimed) add('punctuation', sentence, `“${exclaimed}” is a question and wants a question mark.`);
    const stray = /[,;:]\s*[.!?]/.exec(sentence);
    if (stray) add('punctuation', sentence, `“${stray[0]}” puts a comma where the sentence ends.`);
    const tag = brokenSpeechTag(sentence);
    if (tag) add('punctuation', sentence, `“${tag}” is not a way of saying something.`);
    if (storyTalk(sentence)) add('story-talk', sentence, 'This talks about the story instead of telling it.');
    const simile = colourSimileSlip(sentence);
    if (simile) add('simile', sentence, `“${simile}” likens a colour to something that is not that colour.`);
    const searching = hints.search === false ? searchSlip(sentence) : undefined;
    if (searching) add('plot-drift', sentence, `“${searching}” belongs to a search, and nothing is lost in this story.`);
    const frame = stockFrame(sentence);
    if (frame && frames.has(frame)) add('stock-frame', sentence, `“${frame}” was said before; each episode wants its own shape.`);
    if (frame) frames.add(frame);
    const listed = castListing(sentence);
    if (listed) add('cast-list', sentence, `“${listed}” lists a detail instead of bringing it in where it does something.`);
    const roomy = roomScale(sentence);
    if (roomy) add('room-scale', sentence, `“${roomy}” puts a place bigger than a room in ${request.setting.trim()}: tell it where it fits, starting and ending there.`);
    const petLike = petSlip(sentence, request.extraCharacters);
    if (petLike) add('pet', sentence, `“${petLike.word}” is not what ${petLike.kind} does, and ${petLike.pet} is ${petLike.kind}.`);
  });
  for (const paragraph of text.split(/\n+/)) {
    if (paragraph.trim() && !startsWithCapital(paragraph)) add('capital', splitSentences(paragraph)[0] ?? paragraph, 'A sentence starts with a small letter.');
    // Initials, a title and the dots of a pause (“Well... maybe”) end no sentence.
    const small = /(?<!\b(?:Mr|Mrs|Ms|Dr|St)|(?:^|[\s(“])(?:\p{Lu}\.)+\p{Lu}|\.\.)[.!?]\s+(\p{Ll})/u.exec(paragraph);
    if (small) add('capital', sentenceAround(paragraph, small.index + 2), 'A sentence starts with a small letter.');
    if (unpairedQuote(paragraph)) add('punctuation', splitSentences(paragraph).find((sentence) => unpairedQuote(sentence)) ?? paragraph, 'The speech marks in this paragraph do not pair up.');
    const self = selfSpeech(paragraph, first);
    if (self) add('speaker', sentenceAround(paragraph, paragraph.indexOf(self)), `“${self}” only makes sense said to ${first}, not by ${first}.`);
    const slip = dialogueCapitalSlip(paragraph);
    if (slip) add('capital', sentenceAround(paragraph, paragraph.indexOf(slip)), `“${slip}” wants a small letter after the speech.`);
  }

  pages.forEach((page, index) => {
    const leaning = nameLedPage(splitSentences(page), first);
    if (leaning) add('name-start', leaning, `Too many sentences on this page start with “${first}”; after the name, a storyteller says “${request.hero.pronouns}”.`);
    for (const sentence of splitSentences(page)) {
      const misfits = misfitsIn(sentence, world, hints.pageTimes?.[index] ?? (hints.night ? 'night' : undefined), parentWords, [first, ...others]);
      if (misfits.length > 0) add('world-word', sentence, `“${misfits.join('”, “')}” does not belong ${world ? `in this ${world} story` : 'at this time of day'}.`);
    }
  });

  const budget = detailBudget(wordCount(text));
  for (const [label, value, mentions] of detailMentions(request, sentences)) {
    if (mentions.length > budget) add('detail-budget', mentions[budget]!, `The ${label} “${value}” comes up ${mentions.length} times (at most ${budget} in a story this long).`);
  }

  const lesson = plainLesson(request.lesson);
  if (lesson) {
    const stems = contentStems(lesson);
    const said = sentences.some((sentence) => stems.every((stem) => foldForMatching(sentence).includes(stem)));
    if (stems.length > 0 && !said) add('lesson-absent', lesson, 'The parent’s lesson is never said in the story.');
    for (const slip of lessonSaidSlips(sentences, lesson, request.readingLevel)) add('lesson-said', slip.sentence, slip.message);
    if (hints.lessonActed === false) add('lesson-at-turn', lesson, 'The parent’s lesson is not acted at the turn: it is said, but the turn does not show it.');
  }
  const setting = request.setting.trim();
  if (setting) {
    const stems = contentStems(setting);
    const lower = foldForMatching(text);
    if (stems.length > 0 && !stems.every((stem) => lower.includes(stem))) add('setting-absent', setting, 'The parent’s setting is not where the story happens.');
  }

  const counts = new Map<string, number>();
  for (const scene of hints.scenes ?? []) {
    const count = (counts.get(scene.kind) ?? 0) + 1;
    counts.set(scene.kind, count);
    if (count === scene.limit + 1) add('scene-repeated', scene.kind, `The “${scene.kind}” scene comes more often than the plot allows (${scene.limit}).`);
  }
  return findings;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1;
  const stop = text.slice(index).search(/[.!?](\s|$)/);
  return text.slice(start, stop < 0 ? undefined : index + stop + 1).trim();
}

/** The findings as a short list a writer can act on, for the repair prompt and the logs. */
export function describeFindings(findings: readonly CritiqueFinding[], limit = 12): string {
  return findings
    .slice(0, limit)
    .map((finding) => `- ${finding.message} In: “${finding.sentence}”`)
    .join('\n');
}

export type { TimeOfDay } from './vocabulary.ts';
