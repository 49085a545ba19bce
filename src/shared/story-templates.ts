/**
 * Ready-made story ideas for /templates: a theme with a setting, a lesson, the ages it suits and a
 * premise already chosen, so a parent in a hurry picks one card and a length. Choosing a template
 * fills the wizard's fields; the API also accepts `templateId` alone and fills them the same way.
 * The premise's plot (who wants what, what stands in the way, how it turns) drives the story.
 */
import type { StoryThemeId } from './story-themes.ts';
import { moreStoryTemplates } from './story-templates-more.ts';

/** The kind of plot: something lost to find, broken to fix, far to reach, someone to befriend, a fear to face. */
export const plotShapes = ['find', 'fix', 'reach', 'befriend', 'courage'] as const;
export type PlotShape = (typeof plotShapes)[number];
export const plotTimes = ['day', 'night'] as const;
export type PlotTime = (typeof plotTimes)[number];

/** The youngest and oldest hero a template may suit. */
export const templateAgeRange = { min: 2, max: 14 } as const;

/**
 * The plot a premise stands for, in plain words: "your child" in a sentence becomes the hero's name.
 * `who` is a noun phrase ("a tiny star"), absent when the wish is the hero's own; `want` is a noun
 * phrase ("the way back to the sky"); `obstacle` and `turn` are whole sentences in the past tense.
 */
export interface TemplatePlot {
  shape: PlotShape;
  time: PlotTime;
  who?: string;
  want: string;
  obstacle: string;
  turn: string;
}

export interface StoryTemplate {
  id: string;
  title: string;
  theme: StoryThemeId;
  setting: string;
  lesson?: string;
  /** One line for the template card. */
  blurb: string;
  minAge: number;
  maxAge: number;
  /** One or two sentences: who wants what, and what stands in the way. */
  premise: string;
  plot: TemplatePlot;
}

const firstTemplates: readonly StoryTemplate[] = [
  {
    id: 'moonlit-garden',
    title: 'The Moonlit Garden',
    theme: 'bedtime',
    setting: 'a quiet garden under a silver moon',
    lesson: 'It is good to slow down and rest after a busy day.',
    blurb: 'A slow evening walk where every flower is getting ready for sleep.',
    minAge: 2,
    maxAge: 6,
    premise: 'A little hedgehog wants to say goodnight to every flower in the garden, but the garden is big and the hedgehog keeps yawning.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a little hedgehog',
      want: 'a goodnight for every flower in the garden',
      obstacle: 'But the garden was very big, and the little hedgehog could not stop yawning.',
      turn: 'Your child had a gentle idea: they would walk slowly, side by side, and whisper goodnight to the flowers as they went.',
    },
  },
  {
    id: 'lost-little-star',
    title: 'The Lost Little Star',
    theme: 'space',
    setting: 'a small rocket among the planets',
    lesson: 'Helping someone find their way home is a gift.',
    blurb: 'A tiny star has drifted too far, and only your child can guide it back.',
    minAge: 3,
    maxAge: 8,
    premise: 'A tiny star wants to get back to its place in the sky, but it has drifted so far that it cannot see the way.',
    plot: {
      shape: 'reach',
      time: 'night',
      who: 'a tiny star',
      want: 'the way back to its place in the sky',
      obstacle: 'It had drifted so far that it could not see the way home any more.',
      turn: 'Your child switched the rocket lights on and off, slowly, and far away the other stars began to twinkle back and show the way.',
    },
  },
  {
    id: 'egg-in-the-ferns',
    title: 'The Egg in the Ferns',
    theme: 'dinosaurs',
    setting: 'a green valley of tall ferns',
    lesson: 'Gentle hands and patience help little things grow.',
    blurb: 'A speckled egg, a worried mother dinosaur and a careful rescue.',
    minAge: 3,
    maxAge: 8,
    premise: 'A mother dinosaur wants her speckled egg back in the nest, but it has rolled away into the tall ferns.',
    plot: {
      shape: 'find',
      time: 'day',
      who: 'a worried mother dinosaur',
      want: 'her speckled egg',
      obstacle: 'The speckled egg had rolled out of the nest and vanished into the tall ferns.',
      turn: 'Your child knelt down and listened very carefully, and from under a fern came a tiny tap, tap, tap.',
    },
  },
  {
    id: 'lighthouse-keeper',
    title: 'The Lighthouse Helper',
    theme: 'ocean',
    setting: 'a lighthouse on a rocky bay',
    lesson: 'Keeping a promise matters, even when it is hard.',
    blurb: 'The lamp has gone out and the fishing boats are coming home.',
    minAge: 4,
    maxAge: 9,
    premise: 'The old lighthouse keeper wants the lamp shining before the fishing boats come home, but it has gone out and will not light.',
    plot: {
      shape: 'fix',
      time: 'night',
      who: 'the old lighthouse keeper',
      want: 'the lamp shining before the fishing boats came home',
      obstacle: 'But the great lamp had gone out, and no matter what the keeper tried, it would not light again.',
      turn: 'Your child noticed that the little window at the top was open and the wind kept blowing out the flame, so they closed it tight.',
    },
  },
  {
    id: 'kind-dragon',
    title: 'The Dragon Who Was Shy',
    theme: 'fairy-tale',
    setting: 'a castle on a hill above an enchanted forest',
    lesson: 'A kind word can change someone’s whole day.',
    blurb: 'Everyone thinks the dragon is fierce; your child finds out it is just shy.',
    minAge: 4,
    maxAge: 9,
    premise: 'A shy dragon wants to join the castle fair, but everyone thinks it is fierce and runs away.',
    plot: {
      shape: 'befriend',
      time: 'day',
      who: 'a shy dragon',
      want: 'a place at the castle fair',
      obstacle: 'But everyone thought the dragon was fierce, and they all ran away whenever it came near.',
      turn: 'Your child walked right up to the dragon, said a kind hello, and asked it to help light the lanterns for the fair.',
    },
  },
  {
    id: 'first-day-butterflies',
    title: 'Butterflies on the First Day',
    theme: 'first-day-at-school',
    setting: 'a bright new classroom',
    lesson: 'Feeling nervous is normal, and new friends are often nervous too.',
    blurb: 'From a fluttery tummy at the gate to a new friend by lunchtime.',
    minAge: 3,
    maxAge: 7,
    premise: 'Your child wants a happy first day at school, but their tummy is full of butterflies and everyone seems to know each other.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'a happy first day at school',
      obstacle: 'But there were butterflies fluttering in your child’s tummy, and everyone else seemed to know each other already.',
      turn: 'Your child saw another new pupil standing alone by the door, and walked over to say hello.',
    },
  },
  {
    id: 'map-in-the-attic',
    title: 'The Map in the Attic',
    theme: 'adventure',
    setting: 'a winding forest trail',
    blurb: 'An old map, a riddle on the back and a trail only your child can follow.',
    minAge: 6,
    maxAge: 12,
    premise: 'Your child wants to find what the old attic map leads to, but the last part of the trail is only a riddle.',
    plot: {
      shape: 'find',
      time: 'day',
      want: 'the treasure at the end of the old map',
      obstacle: 'But the map stopped halfway along the trail, and on the back there was only a riddle about a tree that wears a crown.',
      turn: 'Your child looked up and spotted an old oak with a ring of mistletoe on top, just like a crown.',
    },
  },
  {
    id: 'big-hill',
    title: 'The Big Snowy Hill',
    theme: 'bravery',
    setting: 'a snowy hill at the edge of town',
    lesson: 'Courage is taking one small step, even when you feel scared.',
    blurb: 'The sledging hill looks enormous, until your child takes the first step.',
    minAge: 4,
    maxAge: 9,
    premise: 'Your child wants to ride a sledge down the big snowy hill, but from the top it looks enormous.',
    plot: {
      shape: 'courage',
      time: 'day',
      want: 'one ride down the big snowy hill',
      obstacle: 'But from the top, the hill looked enormous, and your child’s knees went wobbly.',
      turn: 'Your child started from a little bump halfway down, then from a bit higher, and then from the very top.',
    },
  },
];

export const storyTemplates: readonly StoryTemplate[] = [...firstTemplates, ...moreStoryTemplates];

const templatesById = new Map(storyTemplates.map((template) => [template.id, template]));

export function storyTemplate(id: string): StoryTemplate | undefined {
  return templatesById.get(id);
}
