/**
 * A child's illustrated look: the options of the appearance builder, shared by the builder, the
 * API's validation and the built-in illustrator (which draws the hero the same way on every page).
 */
import { z } from 'zod';

export const skinTones = {
  porcelain: '#f7dcc7',
  light: '#eec4a2',
  warm: '#dba27a',
  tan: '#c58a5e',
  brown: '#8f5a3a',
  deep: '#5c3a27',
} as const;

export const hairColours = {
  black: '#1f1a17',
  'dark-brown': '#3f2a1d',
  brown: '#6b4429',
  auburn: '#8d3b1f',
  ginger: '#c4622d',
  blonde: '#e2b458',
  platinum: '#efe2bd',
  grey: '#a8a39b',
} as const;

export const eyeColours = {
  brown: '#5a3a22',
  hazel: '#7b6236',
  green: '#3f7a4a',
  blue: '#3f6fb5',
  grey: '#6f7a86',
} as const;

export const outfitColours = {
  sunflower: '#f3b53d',
  coral: '#ef7a62',
  berry: '#b8406f',
  lavender: '#8f7be0',
  sky: '#4ea3dd',
  teal: '#2f9c8f',
  leaf: '#5aa54a',
  navy: '#2c3e73',
  cream: '#f2e6cf',
  charcoal: '#3d3b45',
} as const;

export const hairStyles = ['straight', 'wavy', 'curly', 'coily', 'braids', 'ponytail', 'buns', 'shaved'] as const;
export const hairLengths = ['short', 'medium', 'long'] as const;

const keysOf = <T extends Record<string, string>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

export const appearanceSchema = z.strictObject({
  skinTone: z.enum(keysOf(skinTones)),
  hairColour: z.enum(keysOf(hairColours)),
  hairStyle: z.enum(hairStyles),
  hairLength: z.enum(hairLengths),
  eyeColour: z.enum(keysOf(eyeColours)),
  glasses: z.boolean(),
  freckles: z.boolean(),
  outfitPrimary: z.enum(keysOf(outfitColours)),
  outfitSecondary: z.enum(keysOf(outfitColours)),
});
export type Appearance = z.infer<typeof appearanceSchema>;

export const defaultAppearance: Appearance = {
  skinTone: 'warm',
  hairColour: 'brown',
  hairStyle: 'wavy',
  hairLength: 'medium',
  eyeColour: 'brown',
  glasses: false,
  freckles: false,
  outfitPrimary: 'sky',
  outfitSecondary: 'sunflower',
};
