/** Pet species a parent might describe, and what each is called in the story. */
import type { PetSpecies } from './types.ts';

export const petSpecies: readonly PetSpecies[] = [
  {
    keywords: ['dog', 'puppy', 'pup', 'retriever', 'labrador', 'spaniel', 'terrier', 'poodle', 'collie', 'pug', 'beagle', 'dachshund', 'husky', 'sheepdog', 'corgi'],
    noun: 'dog',
  },
  {
    keywords: ['cat', 'kitten', 'kitty', 'tabby'],
    noun: 'cat',
  },
  {
    keywords: ['rabbit', 'bunny'],
    noun: 'rabbit',
  },
  {
    keywords: ['guinea pig', 'hamster', 'gerbil', 'mouse', 'rat'],
    noun: 'pet',
  },
  {
    keywords: ['parrot', 'budgie', 'bird', 'canary', 'cockatiel', 'chicken', 'hen', 'duck'],
    noun: 'bird',
  },
  {
    keywords: ['tortoise', 'turtle'],
    noun: 'tortoise',
  },
  {
    keywords: ['horse', 'pony', 'donkey'],
    noun: 'pony',
  },
  {
    keywords: ['goldfish', 'fish', 'axolotl'],
    noun: 'fish',
  },
  {
    keywords: ['lizard', 'gecko', 'snake', 'frog', 'ferret', 'hedgehog'],
    noun: 'pet',
  },
];

/** For a pet whose kind the description does not say. */
export const unknownPet: PetSpecies = { keywords: [], noun: 'pet' };
