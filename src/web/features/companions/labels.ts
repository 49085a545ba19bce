/** How companions read on screen. */
import type { CompanionKind } from '@shared/companion-looks.ts';
import type { CompanionRecord } from '@shared/schemas/companions.ts';

export const kindLabels: Record<CompanionKind, string> = { pet: 'Pet', friend: 'Friend', grandparent: 'Grandparent', toy: 'Cuddly toy' };

const toyLabels = { teddy: 'teddy bear', bunny: 'toy bunny', robot: 'toy robot', dinosaur: 'toy dinosaur', unicorn: 'toy unicorn', dragon: 'toy dragon' } as const;

/** What the companion is, in a few words: "dog", "grandparent", "teddy bear". */
export function whatTheyAre(companion: Pick<CompanionRecord, 'kind' | 'appearance'>): string {
  const look = companion.appearance;
  if (look.type === 'animal') return look.species;
  if (look.type === 'toy') return toyLabels[look.toy];
  return companion.kind;
}
