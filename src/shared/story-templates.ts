/**
 * Ready-made story ideas for /templates: a theme with a setting and a lesson already chosen, so a
 * parent in a hurry picks one card and a length. Choosing a template fills the wizard's fields;
 * the API also accepts `templateId` alone and fills them the same way.
 */
import type { StoryThemeId } from './story-themes.ts';
import { moreStoryTemplates } from './story-templates-more.ts';

export interface StoryTemplate {
  id: string;
  title: string;
  theme: StoryThemeId;
  setting: string;
  lesson?: string;
  /** One line for the template card. */
  blurb: string;
}

const firstTemplates: readonly StoryTemplate[] = [
  {
    id: 'moonlit-garden',
    title: 'The Moonlit Garden',
    theme: 'bedtime',
    setting: 'a quiet garden under a silver moon',
    lesson: 'It is good to slow down and rest after a busy day.',
    blurb: 'A slow evening walk where every flower is getting ready for sleep.',
  },
  {
    id: 'lost-little-star',
    title: 'The Lost Little Star',
    theme: 'space',
    setting: 'a small rocket among the planets',
    lesson: 'Helping someone find their way home is a gift.',
    blurb: 'A tiny star has drifted too far, and only your child can guide it back.',
  },
  {
    id: 'egg-in-the-ferns',
    title: 'The Egg in the Ferns',
    theme: 'dinosaurs',
    setting: 'a green valley of tall ferns',
    lesson: 'Gentle hands and patience help little things grow.',
    blurb: 'A speckled egg, a worried mother dinosaur and a careful rescue.',
  },
  {
    id: 'lighthouse-keeper',
    title: 'The Lighthouse Helper',
    theme: 'ocean',
    setting: 'a lighthouse on a rocky bay',
    lesson: 'Keeping a promise matters, even when it is hard.',
    blurb: 'The lamp has gone out and the fishing boats are coming home.',
  },
  {
    id: 'kind-dragon',
    title: 'The Dragon Who Was Shy',
    theme: 'fairy-tale',
    setting: 'a castle on a hill above an enchanted forest',
    lesson: 'A kind word can change someone’s whole day.',
    blurb: 'Everyone thinks the dragon is fierce; your child finds out it is just shy.',
  },
  {
    id: 'first-day-butterflies',
    title: 'Butterflies on the First Day',
    theme: 'first-day-at-school',
    setting: 'a bright new classroom',
    lesson: 'Feeling nervous is normal, and new friends are often nervous too.',
    blurb: 'From a fluttery tummy at the gate to a new friend by lunchtime.',
  },
  {
    id: 'map-in-the-attic',
    title: 'The Map in the Attic',
    theme: 'adventure',
    setting: 'a winding forest trail',
    blurb: 'An old map, a riddle on the back and a trail only your child can follow.',
  },
  {
    id: 'big-hill',
    title: 'The Big Snowy Hill',
    theme: 'bravery',
    setting: 'a snowy hill at the edge of town',
    lesson: 'Courage is taking one small step, even when you feel scared.',
    blurb: 'The sledging hill looks enormous, until your child takes the first step.',
  },
];

export const storyTemplates: readonly StoryTemplate[] = [...firstTemplates, ...moreStoryTemplates];

const templatesById = new Map(storyTemplates.map((template) => [template.id, template]));

export function storyTemplate(id: string): StoryTemplate | undefined {
  return templatesById.get(id);
}
