import { describe, expect, it } from 'vitest';
import { advisoryRules, critiqueStory, type CritiqueRule } from '../../src/server/providers/text/critic/index.ts';
import type { GeneratedStory, StoryRequest } from '../../src/server/providers/text/types.ts';

function request(overrides: Partial<StoryRequest> = {}, hero: Partial<StoryRequest['hero']> = {}): StoryRequest {
  return {
    hero: { name: 'Amara Okafor', pronouns: 'she', age: 6, interests: ['dinosaurs'], favourites: { colour: 'green', toy: 'knitted rabbit', toyName: 'Mr Floppy' }, ...hero },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme: 'space',
    setting: 'the Moon',
    lesson: 'it is fine to ask for help',
    readingLevel: 'early-reader',
    targetWordCount: 400,
    seed: 1,
    ...overrides,
  };
}

const story = (...pages: string[]): GeneratedStory => ({ title: 'Amara and the Comet', pages: pages.map((text) => ({ text, sceneDescription: 'Amara on the Moon.' })) });

const good = story(
  'Amara Okafor lived in a little silver rocket on the Moon, with Biscuit and a knitted rabbit called Mr Floppy.',
  'One night a comet landed in the grey moon dust. Its tail was gone, and it could not fly home.',
  'Amara searched every crater, but the tail was nowhere to be found. She was stuck, so she asked Biscuit to sniff it out.',
  '“It is fine to ask for help,” Amara said softly to Biscuit, as the comet zoomed off with its shiny new tail.',
);

function rules(input: GeneratedStory, req = request()): CritiqueRule[] {
  return critiqueStory(input, req, { world: 'space' }).map((finding) => finding.rule);
}

describe('story critic', () => {
  it('finds nothing to fix in a story that follows every rule', () => {
    expect(critiqueStory(good, request(), { world: 'space' })).toEqual([]);
  });

  it.each<[CritiqueRule, string, Partial<StoryRequest>?, Partial<StoryRequest['hero']>?]>([
    ['raw-field', 'Amara never went anywhere without her Mr Floppy, a knitted rabbit.', {}, { favourites: { toy: 'Mr Floppy, a knitted rabbit' } }],
    ['raw-field', 'Amara hugged her Bubbles the seal.', {}, { favourites: { toy: 'Bubbles the seal' } }],
    ['raw-field', 'Amara held her "; DROP TABLE.', {}, { favourites: { toy: '"; DROP TABLE' } }],
    ['doubled-words', 'Biscuit was strong and strong.'],
    ['doubled-words', 'Amara saw the the comet.'],
    ['doubled-words', 'Amara put on her hat and a hat.'],
    ['doubled-words', 'Mr Floppy was peeping out of into the front of her bag.'],
    ['punctuation', '“Practise!” said Amara. “Roar! But the comet could only squeak.'],
    ['punctuation', '“Can I come!” said Biscuit.'],
    ['punctuation', '“Back to the start, everyone,” gave a small sigh Amara, and laughed.'],
    ['punctuation', '“I will find out,” Amara said,. She reached for the torch.'],
    ['story-talk', 'This story begins on the Moon.'],
    ['story-talk', 'It all began on the Moon, which is where the best stories so often begin.'],
    ['simile', 'Amara’s favourite colour was green, like a plum.'],
    ['world-word', 'Amara looked under every leaf for the sparkle.'],
    ['world-word', 'A cloud drifted over the crater.'],
    ['unfilled-slot', 'Amara found {toy} in the dust.'],
    ['unfilled-slot', 'Amara found undefined in the dust.'],
    ['article', 'Amara found a owl in the dust.'],
    ['article', 'Amara found an comet in the dust.'],
    ['capital', '“Look at that!” She said to Biscuit.'],
    ['capital', 'the comet fell asleep.'],
    ['pronoun', 'Amara picked up his torch.'],
    ['pronoun', 'Biscuit put Biscuit’s nose to the ground.'],
    ['speaker', '“Can we help?” asked Amara.'],
    ['speaker', 'Amara sang out, “Never mind. Try again, Amara!”'],
    ['cast-list', 'Amara was nine.'],
    ['cast-list', 'Amara’s very best colour was green, like her balloon.'],
    ['cast-list', 'The fox was Amara’s favourite animal.'],
  ])('%s: “%s”', (rule, sentence, overrides = {}, hero = {}) => {
    const found = critiqueStory(story(...good.pages.map((page) => page.text), sentence), request(overrides, hero), { world: 'space' });
    expect(found.map((finding) => finding.rule)).toContain(rule);
    expect(found.find((finding) => finding.rule === rule)!.sentence).not.toBe('');
  });

  it('reads letters by their names and lets initials end in a full stop mid-sentence', () => {
    const letters = story(...good.pages.map((page) => page.text), 'Amara drew an X on the map, and a U beside it.', 'At the end of the letter came the P.S. about the little boat.');
    expect(rules(letters)).not.toContain('article');
    expect(rules(letters)).not.toContain('capital');
    expect(rules(story(...good.pages.map((page) => page.text), 'Amara drew a X on the map.'))).toContain('article');
  });

  it('takes a capital A after a word for a name, and the dots of a pause for no sentence end', () => {
    const input = story(...good.pages.map((page) => page.text), 'Plan A is off, so Amara tried Plan B.', '“Well... maybe not,” said Amara.');
    expect(rules(input)).not.toContain('article');
    expect(rules(input)).not.toContain('capital');
    expect(rules(story(...good.pages.map((page) => page.text), 'Amara stopped. maybe not.'))).toContain('capital');
  });

  it('“they was” is wrong for a hero who goes by they', () => {
    const input = story('Sam lived on the Moon.', 'They was happy, and asked for help when stuck. It is fine to ask for help.');
    expect(rules(input, request({}, { name: 'Sam', pronouns: 'they' }))).toContain('pronoun');
  });

  it('reports a sentence told twice and one that says the same again in nearly the same words', () => {
    const twice = story(...good.pages.map((page) => page.text), 'The comet was very sad today.', 'The comet was very sad today.');
    expect(rules(twice)).toContain('repeated-sentence');
    const near = story(...good.pages.map((page) => page.text), 'Biscuit sniffed the grey dust beside the silver rocket.', 'Biscuit sniffed the soft grey dust beside the silver rocket.');
    expect(rules(near)).toContain('repeated-sentence');
  });

  it('reports the full name used more than twice', () => {
    const named = story(...good.pages.map((page) => page.text), 'Amara Okafor smiled.', 'Amara Okafor laughed.');
    const found = critiqueStory(named, request(), { world: 'space' }).filter((finding) => finding.rule === 'full-name');
    expect(found).toHaveLength(1);
    expect(found[0]!.sentence).toBe('Amara Okafor laughed.');
  });

  it('reports a lesson and a setting the story never honours', () => {
    const elsewhere = story('Amara lived by a river with Biscuit.', 'They fished all day and went home for tea.');
    const found = rules(elsewhere);
    expect(found).toContain('lesson-absent');
    expect(found).toContain('setting-absent');
    expect(rules(elsewhere, request({ lesson: '', setting: '' }))).not.toContain('lesson-absent');
    // The parent types a straight apostrophe; the story prints a curly one.
    const kitchen = story('Amara baked buns in Grandma’s kitchen with Biscuit.', 'They licked the spoon and went to bed.');
    expect(rules(kitchen, request({ lesson: '', setting: "Grandma's kitchen" }))).not.toContain('setting-absent');
    expect(rules(kitchen, request({ lesson: '', setting: "Grandpa's shed" }))).toContain('setting-absent');
  });

  it('reports the lesson said more than once, or wrapped in more words than the age follows', () => {
    const twice = story(...good.pages.map((page) => page.text), '“It is fine to ask for help,” said Biscuit’s wag.');
    const found = critiqueStory(twice, request(), { world: 'space' }).filter((finding) => finding.rule === 'lesson-said');
    expect(found.map((finding) => finding.sentence)).toEqual(['“It is fine to ask for help,” said Biscuit’s wag.']);
    const long = story(good.pages[0]!.text, '“It is fine to ask for help,” Amara said to the comet, waving and waving until its shiny new tail was only a dot among the stars.');
    expect(rules(long)).toContain('lesson-said');
    expect(rules(long, request({ readingLevel: 'teen-reader' }))).not.toContain('lesson-said');
  });

  it('reports, as advice, a lesson the turn does not act when the writer says so', () => {
    const found = critiqueStory(good, request(), { world: 'space', lessonActed: false });
    expect(found.map((finding) => finding.rule)).toEqual(['lesson-at-turn']);
    expect(found[0]!.message).toContain('not acted at the turn');
    expect(advisoryRules.has('lesson-at-turn')).toBe(true);
    expect(critiqueStory(good, request(), { world: 'space', lessonActed: true })).toEqual([]);
  });

  it('reports a detail mentioned more often than a story of its length allows', () => {
    const green = story(...good.pages.map((page) => page.text), 'Amara wore green.', 'Her hat was green.', 'Her socks were green.', 'Even her toothbrush was green.');
    expect(rules(green)).toContain('detail-budget');
  });

  it('reports a scene kind repeated more than the plot allows', () => {
    const scenes = Array.from({ length: 5 }, () => ({ kind: 'encounter', limit: 2 }));
    expect(critiqueStory(good, request(), { world: 'space', scenes }).map((finding) => finding.rule)).toEqual(['scene-repeated']);
  });

  it('knows sunshine does not belong on a page set at night', () => {
    const sunny = story('Amara Okafor lived on the Moon. It is fine to ask for help, she knew.', 'The sunshine was warm on her face.');
    expect(critiqueStory(sunny, request(), { world: 'space', pageTimes: ['night', 'night'] }).map((finding) => finding.rule)).toContain('world-word');
  });

  it('knows only a dog barks or wags, and leaves a pet of unknown kind alone', () => {
    const barking = story(...good.pages.map((page) => page.text), 'Mr Whiskers barked at the comet and wagged his tail.');
    const cat = request({ extraCharacters: [{ kind: 'pet', name: 'Mr Whiskers', description: 'an old ginger cat' }] });
    expect(rules(barking, cat)).toContain('pet');
    expect(rules(barking, request({ extraCharacters: [{ kind: 'pet', name: 'Mr Whiskers', description: 'a beagle' }] }))).not.toContain('pet');
    expect(rules(barking, request({ extraCharacters: [{ kind: 'pet', name: 'Mr Whiskers' }] }))).not.toContain('pet');
    expect(rules(story(...good.pages.map((page) => page.text), 'The tree’s bark was rough.'), cat)).not.toContain('pet');
  });

  it('lets the hero be offered help, and cheered on, by someone else', () => {
    const offered = story(...good.pages.map((page) => page.text), '“Can we help?” asked Biscuit.', '“Try again, Amara!” called the comet.');
    expect(rules(offered)).not.toContain('speaker');
  });

  it('reports a stock frame that comes back in a later episode, with the sentence that repeats it', () => {
    const frames = story(
      ...good.pages.map((page) => page.text),
      'The dust was empty, but Amara and Biscuit kept on going.',
      'The crater was empty too, and Amara kept going all the same.',
    );
    const found = critiqueStory(frames, request(), { world: 'space' }).filter((finding) => finding.rule === 'stock-frame');
    expect(found.map((finding) => finding.sentence)).toEqual(['The crater was empty too, and Amara kept going all the same.']);
  });

  it('knows a house at night has no pebbles or trees, and a bedtime story no “all day”', () => {
    const indoors = story('Amara Okafor tiptoed to the landing. It is fine to ask for help, she knew.', 'Amara kicked a pebble across the landing.', 'The moon came out from behind a tree.');
    const found = critiqueStory(indoors, request({ setting: '' }), { world: 'home' }).filter((finding) => finding.rule === 'world-word');
    expect(found.map((finding) => finding.sentence)).toEqual(['Amara kicked a pebble across the landing.', 'The moon came out from behind a tree.']);
    const allDay = story('Amara Okafor was wide awake in bed. It is fine to ask for help, she knew.', '“I will find the yawn if it takes all day!” said Amara.');
    expect(critiqueStory(allDay, request({ setting: '' }), { world: 'home', night: true }).map((finding) => finding.rule)).toContain('world-word');
    expect(critiqueStory(allDay, request({ setting: '' }), { world: 'home' }).map((finding) => finding.rule)).not.toContain('world-word');
  });

  it('reads “Pebble” as a name, not a stone on the landing, and “worse and worse” as English', () => {
    const withPebble = request({ setting: '', extraCharacters: [{ kind: 'pet', name: 'Pebble', description: 'a small grey hamster' }] });
    const named = story(
      'Amara Okafor tiptoed to the landing with Pebble in her hands. It is fine to ask for help, she knew.',
      'Pebble twitched his nose. The noise on the stairs got worse and worse, and Amara held Pebble close.',
      'Amara kicked a pebble across the landing.',
    );
    const found = critiqueStory(named, withPebble, { world: 'home' });
    expect(found.filter((finding) => finding.rule === 'world-word').map((finding) => finding.sentence)).toEqual(['Amara kicked a pebble across the landing.']);
    expect(found.filter((finding) => finding.rule === 'doubled-words')).toEqual([]);
    expect(rules(story('Biscuit was strong and strong.'))).toContain('doubled-words');
  });

  it('knows a story that is not a search has nothing to look for', () => {
    const lost = story(...good.pages.map((page) => page.text), 'It was not there, so Amara and Biscuit kept on going.', 'Amara thought about the comet. Where could it be?');
    const found = critiqueStory(lost, request(), { world: 'space', search: false }).filter((finding) => finding.rule === 'plot-drift');
    expect(found.map((finding) => finding.sentence)).toEqual(['It was not there, so Amara and Biscuit kept on going.', 'Where could it be?']);
    expect(critiqueStory(lost, request(), { world: 'space', search: true }).map((finding) => finding.rule)).not.toContain('plot-drift');
  });
});

describe('a place too big for the parent’s room', () => {
  const inKitchen = (text: string, setting = 'Grandma’s kitchen') => critiqueStory(story(text), request({ setting, lesson: '' }), {}).filter((finding) => finding.rule === 'room-scale');

  it.each([
    'It was the day of the summer fair in Grandma’s kitchen, and by nine o’clock the place was already filling up with stalls.',
    'Mr Szabo had lived in Grandma’s kitchen for all of his eighty-one years.',
    'Amara knocked on the oldest door in Grandma’s kitchen.',
    'Once upon a time, in Grandma’s kitchen, the King got the hiccups.',
    'The crowd in Grandma’s kitchen cheered.',
  ])('reports “%s”', (text) => {
    expect(inKitchen(text)).toHaveLength(1);
  });

  it('reports it for any room, however the parent typed it', () => {
    expect(inKitchen('The market on the living room floor was busy.', 'our living room')).toHaveLength(1);
    expect(inKitchen('It was the day of the summer fair in Grandma’s kitchen.', "Grandma's kitchen")).toHaveLength(1);
  });

  it('finds nothing in a story that starts and ends in the room, or in a setting big enough', () => {
    expect(inKitchen('The poster for the summer fair was up on the wall in Grandma’s kitchen. Amara set off to Hollybank Park.')).toEqual([]);
    expect(inKitchen('That night, back in Grandma’s kitchen, Amara told everyone about the fair.')).toEqual([]);
    expect(inKitchen('It was the day of the summer fair in the village hall.', 'the village hall')).toEqual([]);
    expect(inKitchen('It was the day of the summer fair in Hollybank Park.', 'Hollybank Park')).toEqual([]);
  });
});

describe('a companion named twice in one sentence', () => {
  const friends: StoryRequest['extraCharacters'] = [
    { kind: 'friend', name: 'Ava', description: 'a girl who loves kites' },
    { kind: 'child', name: 'Leo' },
  ];
  const found = (text: string, extras = friends) => critiqueStory(story(text), request({ extraCharacters: extras })).filter((finding) => finding.rule === 'pronoun');

  it('reports the second name where the parent’s words say the pronoun, and a pet’s as “its”', () => {
    expect(found('Ava laughed so hard that Ava’s kite string slipped.').map((finding) => finding.message)).toEqual(['“Ava” is named twice; the second time a storyteller says “her”.']);
    expect(found('Biscuit wagged so hard that Biscuit’s whole back end wobbled.', [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }])).toHaveLength(1);
  });

  it('leaves the name when the pronoun is not known or could mean someone else named before it', () => {
    expect(found('Leo laughed so hard that Leo’s hat fell off.')).toEqual([]);
    expect(found('Amara and Ava laughed until Ava’s sides hurt.')).toEqual([]);
    expect(found('Ava waved. Ava’s kite went up.')).toEqual([]);
  });
});

describe('a pet doing what its kind cannot', () => {
  const pet = (description: string) => request({ extraCharacters: [{ kind: 'pet', name: 'Bubbles', description }] });
  const running = story(...good.pages.map((page) => page.text), 'Bubbles came running, and sniffed the map.');

  it('reports a goldfish that runs or sniffs, a tortoise that runs and a bird that sniffs', () => {
    expect(rules(running, pet('a little goldfish'))).toContain('pet');
    expect(rules(running, pet('an old tortoise'))).toContain('pet');
    expect(rules(story(...good.pages.map((page) => page.text), 'Bubbles sniffed the map.'), pet('a green budgie'))).toContain('pet');
  });

  it('leaves a dog, a pet of unknown kind, and what a goldfish can do', () => {
    expect(rules(running, pet('a scruffy little dog'))).not.toContain('pet');
    expect(rules(running, request({ extraCharacters: [{ kind: 'pet', name: 'Bubbles' }] }))).not.toContain('pet');
    expect(rules(story(...good.pages.map((page) => page.text), 'Bubbles swam round and round the bowl.'), pet('a little goldfish'))).not.toContain('pet');
  });
});
