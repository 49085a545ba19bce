/** Pet species a parent might describe, and what each one does instead of talking. */
import type { PetSpecies } from './types.ts';

export const petSpecies: readonly PetSpecies[] = [
  {
    keywords: ['dog', 'puppy', 'pup', 'retriever', 'labrador', 'spaniel', 'terrier', 'poodle', 'collie', 'pug', 'beagle', 'dachshund', 'husky', 'sheepdog', 'corgi'],
    noun: 'dog',
    happy: ['gave a [happy|loud|glad|cheery] [bark|woof|yip][ and spun round| and wagged| at the sky|]', 'wagged a [very waggy|wild, waggy|busy|fluffy] tail[ from side to side| at everyone|]', '[bounced|spun|raced] round in a [circle|big circle|happy circle|loop][ twice| three times|]', '[licked|nudged] {hero.poss} [hand|knee|nose][ with a happy wag| and wagged|]'],
    curious: ['sniffed the [air|ground|grass] with [great|deep|very great] interest', 'pricked up [both ears|one ear|a floppy ear][ and listened| and looked|]', 'gave a [small|soft|short], curious [woof|whine|snuffle]', 'tipped [a head|a furry head] to one side[ and looked| and listened|]'],
    move: 'trotted',
  },
  {
    keywords: ['cat', 'kitten', 'kitty', 'tabby'],
    noun: 'cat',
    happy: ['purred a [deep, rumbly|loud, happy|soft, warm] purr', 'wound round [everyone’s legs|{hero.poss} legs|and round][ twice|]', 'gave a [pleased|happy|chirpy] little [chirrup|mew|trill]'],
    curious: ['crept forward, whiskers twitching', 'sat very still and stared', 'flicked the tip of a tail'],
    move: 'padded',
  },
  {
    keywords: ['rabbit', 'bunny'],
    noun: 'rabbit',
    happy: ['did a [happy|big|bouncy] hop[ in the air| up high|]', 'wiggled a [twitchy|pink|busy] nose', 'thumped a back foot [with joy|twice|on the grass]'],
    curious: ['sat up tall, ears straight up', 'twitched a whiskery nose', 'hopped a little closer to look'],
    move: 'hopped',
  },
  {
    keywords: ['guinea pig', 'hamster', 'gerbil', 'mouse', 'rat'],
    noun: 'pet',
    happy: ['gave a [happy|tiny|glad] squeak', 'popped up and down [with joy|like a spring|twice]', 'did a [quick|tiny|busy], happy scurry'],
    curious: ['sniffed with a tiny pink nose', 'peeped out with bright eyes', 'gave a small, curious squeak'],
    move: 'scurried',
  },
  {
    keywords: ['parrot', 'budgie', 'bird', 'canary', 'cockatiel', 'chicken', 'hen', 'duck'],
    noun: 'bird',
    happy: ['flapped and chirped with joy', 'sang a bright little song', 'fluffed up all over'],
    curious: ['tilted a head to one side', 'hopped closer for a better look', 'gave an inquiring chirp'],
    move: 'fluttered',
  },
  {
    keywords: ['tortoise', 'turtle'],
    noun: 'tortoise',
    happy: ['blinked slowly and happily', 'stretched out a wrinkly neck', 'gave a slow, contented nod'],
    curious: ['poked out a head to look', 'turned round, very slowly, to see', 'blinked thoughtfully'],
    move: 'plodded',
  },
  {
    keywords: ['horse', 'pony', 'donkey'],
    noun: 'pony',
    happy: ['gave a happy whinny', 'tossed a shaggy mane', 'nuzzled everyone in turn'],
    curious: ['pricked up both ears', 'snorted softly at the air', 'stepped forward to look'],
    move: 'clip-clopped',
  },
  {
    keywords: ['fish', 'goldfish', 'lizard', 'gecko', 'snake', 'frog', 'axolotl', 'ferret', 'hedgehog'],
    noun: 'pet',
    happy: ['seemed very pleased indeed', 'did a happy little wriggle', 'looked as proud as anything'],
    curious: ['watched everything with bright eyes', 'peered out with great interest', 'seemed to be taking it all in'],
    move: 'came along',
  },
];

/** For a pet whose kind the description does not say. */
export const unknownPet: PetSpecies = {
  keywords: [],
  noun: 'pet',
  happy: ['did a happy wriggle', 'seemed very pleased', 'bounced with joy'],
  curious: ['looked around with great interest', 'peered about with bright eyes', 'seemed to be taking it all in'],
  move: 'came along',
};
