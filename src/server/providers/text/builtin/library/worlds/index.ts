import type { World, WorldId } from '../types.ts';
import { castle } from './castle.ts';
import { forest } from './forest.ts';
import { garden } from './garden.ts';
import { home } from './home.ts';
import { mountain } from './mountain.ts';
import { park } from './park.ts';
import { school } from './school.ts';
import { seaside } from './seaside.ts';
import { space } from './space.ts';
import { undersea } from './undersea.ts';
import { valley } from './valley.ts';

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
