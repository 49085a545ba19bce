import type { World, WorldId } from '../types.ts';
import { mountain, space, valley } from './far.ts';
import { forest, garden, park } from './green.ts';
import { castle, home, school } from './indoors.ts';
import { seaside, undersea } from './water.ts';

export const worlds: Readonly<Record<WorldId, World>> = {
  forest,
  garden,
  park,
  seaside,
  undersea,
  space,
  valley,
  mountain,
  castle,
  school,
  home,
};
