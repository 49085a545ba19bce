/**
 * The worlds a parent's setting may name, by the words that name them: a tale of that world tells
 * the story there, and the critic keeps words foreign to it out (`../../critic/vocabulary.ts`).
 */
import type { World, WorldId } from './types.ts';

export const worlds: Readonly<Record<WorldId, World>> = {
  /** Woods: tall trees, streams and hollow logs. */
  forest: { id: 'forest', keywords: ['forest', 'wood', 'jungle', 'glade', 'grove', 'trees', 'camp'] },
  /** A garden: apple trees, sheds, ponds and vegetable beds. */
  garden: { id: 'garden', keywords: ['garden', 'allotment', 'yard', 'greenhouse', 'orchard', 'backyard', 'field', 'meadow', 'countryside'] },
  /** A town park: ponds, playgrounds and wide green fields. */
  park: { id: 'park', keywords: ['park', 'playground', 'village', 'zoo'] },
  /** The seaside: sand, rock pools, harbours and lighthouses. */
  seaside: { id: 'seaside', keywords: ['beach', 'seaside', 'bay', 'shore', 'coast', 'harbour', 'harbor', 'lighthouse', 'island', 'cove', 'pier', 'sand', 'seashore'] },
  /** Under the sea: coral, kelp and shipwrecks. */
  undersea: { id: 'undersea', keywords: ['ocean', 'sea', 'underwater', 'under the sea', 'reef', 'coral', 'submarine', 'mermaid', 'deep', 'seabed', 'sea bed', 'seafloor', 'sea floor'] },
  /** Space: moons, craters and stardust. */
  space: { id: 'space', keywords: ['space', 'moon', 'planet', 'star', 'rocket', 'galaxy', 'mars', 'comet', 'spaceship', 'orbit', 'asteroid', 'moonbase', 'starship', 'rocketship'] },
  /** The valley of the dinosaurs: ferns, hot springs and giant footprints. */
  valley: { id: 'valley', keywords: ['dinosaur', 'valley', 'volcano', 'prehistoric', 'swamp', 'jurassic', 'fern'] },
  /** Snowy mountains: peaks, passes and frozen waterfalls. */
  mountain: { id: 'mountain', keywords: ['mountain', 'snow', 'hill', 'cliff', 'winter', 'ice', 'ski', 'arctic', 'north pole', 'glacier'] },
  /** A fairy-tale castle and its kingdom. */
  castle: { id: 'castle', keywords: ['castle', 'kingdom', 'palace', 'tower', 'fairy', 'enchanted', 'princess', 'prince', 'knight', 'dragon', 'magic'] },
  /** A school: classrooms, the hall and the playground. */
  school: { id: 'school', keywords: ['school', 'class', 'nursery', 'kindergarten', 'preschool', 'teacher', 'library', 'playgroup', 'school playground'] },
  /** Home at night: bedrooms, landings and the cupboard under the stairs. */
  home: { id: 'home', keywords: ['home', 'house', 'bedroom', 'bedtime', 'room', 'flat', 'apartment', 'attic', 'kitchen', 'cottage'] },
};
