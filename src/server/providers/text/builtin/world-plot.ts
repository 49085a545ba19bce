/**
 * A theme's story set in a world none of the theme's tales for the reader's band is written for —
 * kindness on the Moon, a first day at school under the sea — is told the way a template's story is:
 * the theme's plot for that world and band, by a premise tale written for that world. Where either
 * is missing, the theme's own tales tell it as before.
 */
import type { StoryRequest } from '../types.ts';
import { levelProfile } from './levels.ts';
import type { Tale } from './library/types.ts';
import { worldPlots } from './library/world-plots/index.ts';
import type { ThemePlot } from './library/world-plots/types.ts';
import { classifySetting, parsePlace } from './setting.ts';

export function worldPlotFor(request: StoryRequest, themeTales: readonly Tale[], premiseTales: readonly Tale[]): ThemePlot | undefined {
  if (request.template || !parsePlace(request.setting)) return undefined;
  const world = classifySetting(request.setting);
  if (!world) return undefined;
  const { band } = levelProfile(request.readingLevel);
  const writtenFor = (tale: Tale) => tale.bands.includes(band) && tale.worlds.includes(world);
  if (themeTales.some(writtenFor) || !premiseTales.some(writtenFor)) return undefined;
  return worldPlots[world]?.[band][request.theme];
}
