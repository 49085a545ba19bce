/**
 * The child's favourite things, each brought in where it does something: the toy and the colour
 * come along for the trip, and the favourite animal cheers everyone up after the first setback.
 */
import type { Tiered } from './types.ts';

export const favouriteMoments: Readonly<Record<'packing' | 'cheer', Tiered>> = {
  packing: {
    simple: [
      '@away {hero} put {hero.their} {toy} in {hero.their} {colour} bag. "You can come too," said {hero}.',
      '@away {hero} put on {hero.their} {colour} [boots|coat|hat]. In {hero.their} pocket went {hero.their} {toy}.',
      '@athome {hero} put on {hero.their} {colour} slippers and tucked {hero.their} {toy} under one arm.',
      '@away {hero} put {hero.their} {toy} in {hero.their} bag. "You can come too," said {hero}.',
      '@athome {hero} tucked {hero.their} {toy} under one arm. "You can come too," said {hero}.',
      '@away {hero} put on {hero.their} {colour} [boots|coat|hat]. Ready!',
      '@athome {hero} put on {hero.their} {colour} slippers. Ready!',
    ],
    rich: [
      '@away {hero} packed {hero.their} {toy} into the top of {hero.their} {colour} rucksack, where it could see where they were going.',
      '@athome {hero} pulled on {hero.their} {colour} dressing gown and tucked {hero.their} {toy} into the pocket, where it could see where they were going.',
      '@away {hero} packed {hero.their} {toy} into the top of {hero.their} rucksack, where it could see where they were going.',
      '@athome {hero} tucked {hero.their} {toy} under one arm; some jobs are easier with company.',
      '@away {hero} zipped up {hero.their} {colour} coat, the one that made {hero.them} easy to spot, and was ready.',
      '@athome {hero} pulled on {hero.their} {colour} dressing gown and was ready.',
    ],
  },
  cheer: {
    simple: [
      '{hero} did {hero.their} best {animal} noise. {pal} {pal.happy}. Everyone felt a bit better.',
      '{hero} did a funny {animal} walk, just for {pal}. {pal} {pal.happy}.',
    ],
    rich: [
      'To cheer everyone up, {hero} did {hero.their} very best {animal} impression, which was very good indeed, and {pal} {pal.happy}.',
      'Everyone was a little flat, so {hero} did the {animal} walk {hero.they} had been practising for weeks. It was ridiculous, and it worked.',
    ],
  },
};
