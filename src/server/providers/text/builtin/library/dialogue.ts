/**
 * Lines of dialogue by what they do in the story, per reading band. A line with {hero} in it is
 * said to the hero by someone else; the rest can be said by anyone. Exchanges are two lines: a
 * companion's, then the hero's answer.
 */
import type { Band } from './types.ts';

export type DialogueFunction = 'worry' | 'cheer' | 'banter' | 'encourage' | 'thanks' | 'wonder' | 'whisper';

export const dialogueLines: Readonly<Record<DialogueFunction, Readonly<Record<Band, readonly string[]>>>> = {
  worry: {
    little: ['Oh no! What can we do?', 'That is so sad.', 'Can we help?', 'Oh dear, oh dear!', 'What will happen now?'],
    early: ['Oh no, what are we going to do?', 'That’s awful. We have to help!', 'Do you think we can fix it?', 'I’ve never seen anything like this before.', 'Where do we even start?'],
    middle: ['This is bad. This is really bad.', 'I don’t know where we’d even begin.', 'Do you think there’s anything we can do?', 'I have a horrible feeling about this.', 'Somebody has to do something.'],
    older: ['I don’t like the look of this at all.', 'If we don’t do something, nobody will.', 'I hate to say it, but this might be harder than it looks.', 'Where on earth would we even begin?'],
  },
  cheer: {
    little: ['Yes! Let’s go!', 'We can do it!', 'Hooray!', 'Off we go!', 'Yay!'],
    early: ['Let’s do it!', 'Come on, everyone!', 'This is going to be brilliant!', 'I knew we could do it!', 'Best team ever!'],
    middle: ['Let’s go, then. No time to lose.', 'I was hoping you’d say that.', 'Right behind you.', 'Now we’re getting somewhere!', 'I can’t believe it worked!'],
    older: ['Lead the way.', 'I wouldn’t miss this for anything.', 'Well, that settles it.', 'I don’t think I’ve ever been so glad to be wrong about something.'],
  },
  banter: {
    little: ['I can see a bird!', 'This is fun!', 'Are we there yet?', 'My feet are muddy!', 'Look at me!', 'I like this place.'],
    early: ['Are we nearly there yet?', 'My boots are full of mud!', 'I think I just saw something move.', 'This is the best adventure ever.', 'I’m hungry. Are you hungry?', 'Race you to the next tree!'],
    middle: ['Has anyone else noticed we’ve been walking for ages?', 'I’m not saying I’m tired, but my legs are.', 'If we get lost, I’m blaming the map.', 'Do you ever wonder what this place was like a hundred years ago?', 'I bet nobody has ever been exactly here before.'],
    older: ['For the record, I’d like it noted that this was not my idea.', 'I’ve decided my boots are no longer waterproof. They’ve given up.', 'Strange how everything looks different when you’re actually paying attention.', 'If anyone asks, we were never lost. We were exploring.'],
  },
  encourage: {
    little: ['Don’t give up, {hero}!', 'Try again, {hero}!', 'You can do it, {hero}!', 'Never mind. Try again!', 'We will find a way!'],
    early: ['Don’t give up, {hero}. We’re getting closer.', 'That was a good try, {hero}!', 'We’ll find a way. We always do.', 'You’re doing brilliantly, {hero}.', 'Let’s try again. Third time lucky!'],
    middle: ['Hey. We’re not beaten yet, {hero}.', 'That was a good idea, {hero}. It just wasn’t the right one.', 'We’ve come this far. We’re not stopping now.', 'You always think of something, {hero}. You will this time, too.'],
    older: ['It didn’t work, {hero}, but it wasn’t a waste. We know more than we did.', 'Take a breath, {hero}. We’ve got time.', 'If anyone can figure this out, it’s you, {hero}.', 'Every wrong turn is one fewer left to take.'],
  },
  thanks: {
    little: ['Thank you, {hero}!', 'You did it, {hero}!', 'Thank you, thank you!'],
    early: ['Thank you so much, {hero}!', 'I’ll never forget this, {hero}.', 'You’re the best, {hero}!'],
    middle: ['I don’t know how to thank you, {hero}.', 'You didn’t give up, {hero}. Thank you.', 'I’ll remember this for the rest of my life, {hero}.'],
    older: ['I don’t have the words, {hero}. Thank you.', 'You could have walked away, {hero}. You didn’t. Thank you.'],
  },
  wonder: {
    little: ['What was that?', 'Look at that!', 'Wow!', 'Oh, look!'],
    early: ['What do you think that is?', 'Did you see that?', 'Wow, look at that!', 'I wonder what that means.'],
    middle: ['Wait. Did anyone else see that?', 'Hang on, what’s that over there?', 'That’s strange. That wasn’t there before.', 'I think we might be onto something.'],
    older: ['Hold on. Look at that.', 'Either I’m imagining things, or that’s important.', 'That’s odd. Why would that be there?'],
  },
  whisper: {
    little: ['Goodnight.', 'That was a good day.', 'Sleep well.', 'I am so sleepy.'],
    early: ['That was a good day.', 'Goodnight, everyone.', 'I’m so sleepy.', 'Let’s have another adventure soon.'],
    middle: ['That was a good day, wasn’t it?', 'Goodnight. Sleep well.', 'Same time tomorrow?', 'I think that was the best day of the year.'],
    older: ['That was a good day.', 'Goodnight. Thank you for today.', 'I don’t think I’ll ever forget it.'],
  },
};

/** A companion's line, then the hero's reply. Middle and older bands only. */
export const exchanges: Readonly<Record<'middle' | 'older', ReadonlyArray<readonly [string, string]>>> = {
  middle: [
    ['Do you think we’ll actually manage it?', 'I think we’ll manage it if we don’t stop trying.'],
    ['What made you want to help, anyway?', 'I just kept thinking how I’d feel if it were me.'],
    ['You’re not scared at all, are you?', 'A bit. I’m just not letting it decide things.'],
    ['How do you always know which way to go?', 'I don’t. I just pick one and keep my eyes open.'],
    ['I’m glad you asked me to come.', 'So am I. It wouldn’t be the same without you.'],
    ['What’s the first thing you’ll do when we get home?', 'Eat about a hundred sandwiches.'],
  ],
  older: [
    ['Be honest. Did you think this would be so complicated?', 'Honestly? No. But I think I’d be disappointed if it were easy.'],
    ['What happens if we can’t fix it?', 'Then we’ll have tried, and we’ll think of something else. But I don’t think it’ll come to that.'],
    ['You’re very calm about all this.', 'On the outside, maybe. On the inside I’m running in circles.'],
    ['Why does this matter so much to you?', 'Because someone needed help, and we were the ones who were here.'],
    ['Remind me never to let you plan a short walk again.', 'You say that every time, and every time you come.'],
  ],
};

/** How lines are introduced, per band; more variety as readers grow. */
export const saidVerbs: Readonly<Record<Band, { statement: readonly string[]; question: readonly string[]; exclaim: readonly string[] }>> = {
  little: { statement: ['said'], question: ['asked'], exclaim: ['said', 'called'] },
  early: { statement: ['said', 'whispered', 'added'], question: ['asked', 'wondered'], exclaim: ['called', 'shouted', 'said'] },
  middle: { statement: ['said', 'whispered', 'added', 'murmured', 'replied'], question: ['asked', 'wondered aloud'], exclaim: ['called', 'cried', 'laughed'] },
  older: { statement: ['said', 'murmured', 'remarked', 'admitted', 'replied'], question: ['asked', 'wondered aloud', 'asked quietly'], exclaim: ['called', 'exclaimed', 'laughed'] },
};
