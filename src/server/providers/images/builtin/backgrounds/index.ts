import type { SceneSetting } from '../../../../../shared/schemas/illustrations.ts';
import { castle, space, underwater } from './fantasy.ts';
import { bedroom, house, school } from './indoors.ts';
import { farm, forest, garden, jungle, mountains, park } from './outdoors.ts';
import { beach, cityStreet, desert, dinosaurValley, snow } from './places.ts';
import type { DrawBackground } from './types.ts';

export const backgrounds: Readonly<Record<SceneSetting, DrawBackground>> = {
  bedroom,
  house,
  garden,
  park,
  forest,
  beach,
  underwater,
  space,
  castle,
  jungle,
  farm,
  'city-street': cityStreet,
  mountains,
  school,
  snow,
  desert,
  'dinosaur-valley': dinosaurValley,
};
