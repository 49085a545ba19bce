/**
 * The themes' plots in worlds their own tales are not written for: kindness on the Moon, a first
 * day at school under the sea. Each is told by a premise tale written for that world and band, as a
 * template's plot is (see the README, "Stories in a world the theme's tales do not reach").
 */
import type { Band, WorldId } from '../types.ts';
import { spaceEarlyPlots } from './space-early.ts';
import { spaceLittlePlots } from './space-little.ts';
import { spaceMiddlePlots } from './space-middle.ts';
import { spaceOlderPlots } from './space-older.ts';
import type { WorldPlots } from './types.ts';
import { underseaEarlyPlots } from './undersea-early.ts';
import { underseaLittlePlots } from './undersea-little.ts';
import { underseaMiddlePlots } from './undersea-middle.ts';
import { underseaOlderPlots } from './undersea-older.ts';

export const worldPlots: Readonly<Partial<Record<WorldId, Readonly<Record<Band, WorldPlots>>>>> = {
  space: { little: spaceLittlePlots, early: spaceEarlyPlots, middle: spaceMiddlePlots, older: spaceOlderPlots },
  undersea: { little: underseaLittlePlots, early: underseaEarlyPlots, middle: underseaMiddlePlots, older: underseaOlderPlots },
};
