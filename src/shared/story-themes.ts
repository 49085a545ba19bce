/** The story themes a parent can choose in the wizard, each with the one-line promise shown beside it. */

export const storyThemeIds = [
  'adventure',
  'bedtime',
  'space',
  'dinosaurs',
  'ocean',
  'fairy-tale',
  'friendship',
  'first-day-at-school',
  'bravery',
  'kindness',
] as const;
export type StoryThemeId = (typeof storyThemeIds)[number];

export interface StoryTheme {
  id: StoryThemeId;
  label: string;
  promise: string;
  /** Placeholder for the optional setting field; an empty setting lets the story pick its own place. */
  settingHint: string;
  /** Stories of this theme wind down to sleep on their last page. */
  calmEnding: boolean;
}

export const storyThemes: readonly StoryTheme[] = [
  {
    id: 'adventure',
    label: 'Adventure',
    promise: 'An old map, a winding trail and a mystery only your child can solve.',
    settingHint: 'A forest, a mountain trail or a windy beach',
    calmEnding: false,
  },
  {
    id: 'bedtime',
    label: 'Bedtime calm-down',
    promise: 'A slow, gentle night-time tale that settles everyone down for sleep.',
    settingHint: 'A moonlit garden or a cosy bedroom',
    calmEnding: true,
  },
  {
    id: 'space',
    label: 'Space',
    promise: 'A trip among the stars to help a small new friend find the way home.',
    settingHint: 'A silver moon, a rocket or a far-off planet',
    calmEnding: true,
  },
  {
    id: 'dinosaurs',
    label: 'Dinosaurs',
    promise: 'Giant footprints, tall ferns and a friendly dinosaur who needs a hand.',
    settingHint: 'A green valley where dinosaurs roam',
    calmEnding: false,
  },
  {
    id: 'ocean',
    label: 'Ocean',
    promise: 'A splashy dive among coral, shells and curious sea creatures.',
    settingHint: 'A rocky bay, a coral reef or a lighthouse',
    calmEnding: true,
  },
  {
    id: 'fairy-tale',
    label: 'Fairy tale',
    promise: 'Castles, kind dragons and a little magic, with your child at the heart of it.',
    settingHint: 'A castle, an enchanted forest or a faraway kingdom',
    calmEnding: true,
  },
  {
    id: 'friendship',
    label: 'Friendship',
    promise: 'How good friends listen, share ideas and make each other braver.',
    settingHint: 'A park, a garden or the seaside',
    calmEnding: false,
  },
  {
    id: 'first-day-at-school',
    label: 'First day at school',
    promise: 'Butterflies in the tummy turn into a happy first day and a new friend.',
    settingHint: 'Their own school or a brand-new classroom',
    calmEnding: false,
  },
  {
    id: 'bravery',
    label: 'Bravery',
    promise: 'Feeling a little scared, taking one small step, and finding courage inside.',
    settingHint: 'A forest path, a snowy hill or a dark hallway at night',
    calmEnding: false,
  },
  {
    id: 'kindness',
    label: 'Kindness',
    promise: 'Small kind acts that make a big difference to someone who needs them.',
    settingHint: 'A park, a farm or a busy garden',
    calmEnding: false,
  },
];

const themesById = new Map(storyThemes.map((theme) => [theme.id, theme]));

export function storyTheme(id: StoryThemeId): StoryTheme {
  return themesById.get(id)!;
}
