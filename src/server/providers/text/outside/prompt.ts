/**
 * What an outside model is told. It carries the child's details, so it is only ever sent for a
 * parent who gave consent 2 (see domain/story-generation.ts).
 */
import type { ReadingLevel } from '../../../../shared/reading.ts';
import { storyTheme } from '../../../../shared/story-themes.ts';
import { levelProfile } from '../builtin/levels.ts';
import type { StoryRequest } from '../types.ts';

/** How the prose of each level reads: sentence length and the words a child of that level knows. */
const levelGuidance: Record<ReadingLevel, string> = {
  toddler: 'For a toddler (1–2): very short sentences of 3–6 words, simple everyday words, lots of repetition and sounds.',
  'pre-reader': 'For a pre-reader (3–4), read aloud by a parent: short sentences of up to 8 words, familiar words, gentle rhythm and repetition.',
  'early-reader': 'For an early reader (5–6): short clear sentences of up to 10 words, common words a child can sound out, plenty of dialogue.',
  'emergent-reader': 'For an emergent reader (7–8): mostly short sentences with some longer ones, everyday vocabulary with a few interesting new words.',
  'transitional-reader': 'For a transitional reader (9–10): varied sentences, richer vocabulary, a real plot with small twists, expressive dialogue.',
  'fluent-reader': 'For a fluent reader (11–12): confident prose with varied sentence length, vivid description and characters with inner thoughts.',
  'advanced-reader': 'For an advanced reader (13–16): literary prose, layered feelings, subtle humour and a satisfying turn in the plot.',
  'teen-reader': 'For a teen reader (17): mature, literary prose with depth and nuance, still kind and hopeful.',
  'sophisticated-reader': 'For a sophisticated adult reader: rich literary prose with depth, nuance and a carefully built arc.',
};

const pronounWords = { she: 'she/her', he: 'he/him', they: 'they/them' } as const;

export function pageCountFor(request: StoryRequest): number {
  return Math.max(3, Math.round(request.targetWordCount / levelProfile(request.readingLevel).wordsPerPage));
}

export const systemPrompt = [
  'You are a children’s author writing a personalised picture book in which the child is the hero.',
  'Write an original story with a clear arc: a warm setup, a problem, attempts that do not work at first, a turning point where the hero chooses and acts, a resolution, and a calm, happy ending.',
  'The hero acts and decides; named companions have clear roles. Use concrete sensory details and some dialogue. Never repeat a sentence.',
  'Everything must suit a young child: no violence, weapons, injuries, death, frightening peril, cruelty, romance, brand names, or adult themes. Nobody is ever in real danger.',
  'Each page has its text and a scene description for the illustrator: who is in the picture, where, what they are doing, the light and the mood. Describe the hero the same way on every page.',
  'Answer only with the JSON object asked for.',
].join('\n');

/** A template's premise: the story follows its want, obstacle and turn, in the model's own words. */
function templateLines(request: StoryRequest): string[] {
  const template = request.template;
  if (!template) return [];
  const { plot } = template;
  const hero = request.hero.name;
  const told = (text: string) => text.replace(/\b[Yy]our child/g, hero);
  return [
    `Premise (the story is built on it): ${told(template.premise)}`,
    `Who wants something: ${plot.who ? plot.who : hero}. What they want: ${plot.want}.`,
    `What stands in the way: ${told(plot.obstacle)}`,
    `The turning point: ${told(plot.turn)}`,
    `Title: ${template.title}.`,
  ];
}

export function storyPrompt(request: StoryRequest): string {
  const { hero } = request;
  const theme = storyTheme(request.theme);
  const pages = pageCountFor(request);
  const favourites = Object.entries(hero.favourites)
    .filter(([, value]) => value)
    .map(([kind, value]) => `favourite ${kind}: ${value}`);
  const companions = request.extraCharacters.map(
    (character) => `- ${character.name} (${character.kind === 'child' ? 'a brother, sister or friend' : character.kind === 'pet' ? 'a pet' : 'a friend'}${character.description ? `: ${character.description}` : ''})`,
  );
  return [
    `Hero: ${hero.name}, aged ${hero.age}, pronouns ${pronounWords[hero.pronouns]}.`,
    hero.interests.length > 0 ? `Loves: ${hero.interests.join(', ')}.` : '',
    favourites.length > 0 ? `${favourites.join('; ')}.` : '',
    companions.length > 0 ? `Companions:\n${companions.join('\n')}` : 'No companions: the hero may meet a friendly creature on the way.',
    `Theme: ${theme.label} — ${theme.promise}`,
    theme.calmEnding ? 'End slowly and softly, ready for sleep.' : '',
    `Setting: ${request.setting.trim() || 'choose a place that suits the theme'}.`,
    ...templateLines(request),
    request.lesson ? `A lesson to carry gently, never preached: ${request.lesson}.` : '',
    levelGuidance[request.readingLevel],
    `Length: about ${request.targetWordCount} words in total, over ${pages} pages of about ${Math.round(request.targetWordCount / pages)} words each.`,
    'Return {"title": string, "pages": [{"text": string, "sceneDescription": string}]}.',
  ]
    .filter(Boolean)
    .join('\n');
}
