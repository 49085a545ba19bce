/**
 * What an outside image model is told: a character sheet for the whole story (the hero's and each
 * companion's look in words, and a fixed style block) at the front of every prompt, then the page's
 * scene from the scene director's plan. Nobody is named: the hero is "the child in the reference
 * picture", companions are described by look, so no prompt carries a child's name or birth date.
 */
import type { Appearance } from '../../shared/appearance.ts';
import type { ScenePlan, SceneFigure } from '../../shared/schemas/illustrations.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { CastLook } from '../providers/images/index.ts';

export interface SheetHero {
  appearance: Appearance;
  /** Whole years: how old the hero looks matters to likeness; the birth date itself never leaves. */
  age: number;
  pronouns: 'she' | 'he' | 'they';
}

const styleBlocks: Record<IllustrationStyle, string> = {
  storybook: 'classic children’s picture-book illustration: soft colours, clean confident lines, gentle shading, warm light',
  watercolour: 'children’s picture-book watercolour: gentle washes that spread softly into textured paper, light pencil lines',
  'paper-cut': 'layered paper-cut collage for a picture book: crisp paper shapes, small drop shadows between layers',
  crayon: 'cheerful crayon drawing for a picture book: bold waxy strokes and bright colours on white paper',
  bedtime: 'hushed bedtime picture-book illustration: muted night colours, soft glows, calm and cosy',
};

const skinWords: Record<Appearance['skinTone'], string> = {
  porcelain: 'very fair', light: 'fair', warm: 'warm light-brown', tan: 'tan', brown: 'brown', deep: 'deep brown',
};

const words = (value: string) => value.replace(/-/g, ' ');

/** One child's look in words: the same words on every page. */
export function lookInWords(look: Appearance): string {
  const hair = look.hairStyle === 'shaved' ? `a shaved ${words(look.hairColour)} head` : `${look.hairLength} ${look.hairStyle} ${words(look.hairColour)} hair`;
  const extras = [look.glasses ? 'round glasses' : 'no glasses', look.freckles ? 'freckles' : ''].filter(Boolean).join(', ');
  return `${skinWords[look.skinTone]} skin, ${hair}, ${look.eyeColour} eyes, ${extras}; wearing a ${words(look.outfitPrimary)} top with ${words(look.outfitSecondary)} details`;
}

function heroNoun(hero: SheetHero): string {
  const noun = hero.pronouns === 'she' ? 'girl' : hero.pronouns === 'he' ? 'boy' : 'child';
  return `a ${hero.age}-year-old ${noun}`;
}

function companionInWords(look: CastLook, index: number): string {
  if (look.type === 'person') return `Companion ${index + 1}: a child with ${lookInWords(look.appearance)}.`;
  const { kind, body, marking } = look.look;
  return `Companion ${index + 1}: a friendly ${kind} with a ${body} coat${marking ? ' and a patch marking' : ''}.`;
}

/** The block at the front of every prompt of one story. */
export function characterSheet(hero: SheetHero, extras: readonly CastLook[], style: IllustrationStyle): string {
  return [
    `Style (keep it identical on every page): ${styleBlocks[style]}. No text, letters or words anywhere in the picture.`,
    `The hero: ${heroNoun(hero)} with ${lookInWords(hero.appearance)}. The hero looks exactly like the child in the first reference picture on every page.`,
    ...extras.map(companionInWords),
  ].join('\n');
}

/** The reference picture of the hero: made first, then sent with every page. */
export function referencePrompt(sheet: string, fromPortrait: boolean): string {
  const source = fromPortrait
    ? 'Turn the child in the photo into the hero of a picture book, keeping their face, hair, skin and glasses (or none) exactly.'
    : 'Draw the hero of a picture book.';
  return `${sheet}\n\n${source} A full-length character reference: the hero alone, standing, facing forward and smiling, on a plain light background.`;
}

const settingWords: Record<ScenePlan['setting'], string> = {
  bedroom: 'a cosy bedroom', house: 'a warm family home', garden: 'a garden', park: 'a park', forest: 'a forest', beach: 'a beach',
  underwater: 'under the sea', space: 'outer space', castle: 'by a storybook castle', jungle: 'a jungle', farm: 'a farm', 'city-street': 'a town street',
  mountains: 'the mountains', school: 'a school', snow: 'a snowy landscape', desert: 'a desert', 'dinosaur-valley': 'a valley of friendly dinosaurs',
};

const timeWords: Record<ScenePlan['timeOfDay'], string> = { morning: 'in the morning', day: 'in daylight', sunset: 'at sunset', night: 'at night' };

function figureInWords(figure: SceneFigure): string {
  const who = figure.who === 'hero' ? 'The hero' : figure.who === 'creature' ? 'The creature' : `Companion ${Number(figure.who.slice('extra-'.length)) + 1}`;
  return `${who} is ${figure.pose}, looking ${figure.expression}.`;
}

/**
 * One page: the sheet, then the scene as the scene director planned it, and the change the parent
 * asked for when the page is redrawn (already without names: the caller replaces them with roles).
 */
export function pagePrompt(sheet: string, plan: ScenePlan, withPreviousPage: boolean, instruction?: string): string {
  const scene = [
    `Scene: ${settingWords[plan.setting]} ${timeWords[plan.timeOfDay]}.`,
    ...plan.figures.map(figureInWords),
    plan.creature ? `A friendly ${plan.creature} is there too.` : '',
    plan.props.length > 0 ? `Things in the picture: ${plan.props.join(' and ')}.` : '',
    `Camera: a ${plan.framing} view from a ${plan.angle} angle, the hero placed ${plan.placement === 'centre' ? 'in the centre' : `on the ${plan.placement}`}.`,
    withPreviousPage ? 'The second reference picture is the previous page: keep the characters and style consistent with it, but draw a new scene.' : '',
    instruction ? `This page is drawn again because the parent asked: "${instruction.replace(/["\s]+/g, ' ').trim()}".` : '',
  ].filter(Boolean);
  return `${sheet}\n\n${scene.join(' ')}`;
}
