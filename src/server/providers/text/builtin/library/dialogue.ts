/**
 * Lines of dialogue by what they do in the story, per reading band. A line with {hero} in it is
 * said to the hero by someone else; the rest can be said by anyone. Exchanges are two lines: a
 * companion's, then the hero's answer.
 */
import type { Band } from './types.ts';

export type DialogueFunction = 'worry' | 'cheer' | 'banter' | 'encourage' | 'thanks' | 'wonder' | 'whisper';

export const dialogueLines: Readonly<Record<DialogueFunction, Readonly<Record<Band, readonly string[]>>>> = {
  worry: {
    little: ['Oh no! What can we do?', 'That is so sad.', 'Can we help?', 'Oh dear, oh dear!', 'What will happen now?', 'Poor thing!', 'What a muddle!'],
    early: ['Oh no, what are we going to do?', 'That’s awful. We have to help!', 'Do you think we can fix it?', 'I’ve never seen anything like this before.', 'Where do we even start?', 'I hope we’re not too late.', 'What if we can’t find a way?', 'Poor thing, we can’t just leave it like this.'],
    middle: ['This is bad, this is really bad.', 'I don’t know where we’d even begin.', 'Do you think there’s anything we can do?', 'I have a horrible feeling about this.', 'Somebody has to do something.', 'I really hope this isn’t as bad as it looks.', 'We can’t just walk away, can we?', 'It’ll be dark before long, you know.', 'There has to be something we can do.'],
    older: ['I don’t like the look of this at all.', 'If we don’t do something, nobody will.', 'I hate to say it, but this might be harder than it looks.', 'Where on earth would we even begin?', 'This is the sort of problem that gets worse if you ignore it.', 'I have a feeling today is going to be longer than planned.', 'Nobody else is coming, are they?', 'I’d feel better if I had the faintest idea what to do.', 'We’re going to need a better plan than hoping.', 'I don’t think this is going to fix itself.', 'There must be a way in, there always is.', 'I wish I knew who to ask about all this.', 'Well, this is not how I pictured the afternoon.'],
  },
  cheer: {
    little: ['Yes! Let’s go!', 'We can do it!', 'Hooray!', 'Off we go!', 'Yay!', 'Here we go!', 'We did it!'],
    early: ['Let’s do it!', 'Come on, everyone!', 'This is going to be brilliant!', 'I knew we could do it!', 'Best team ever!', 'Here we go!', 'Adventure time!', 'Hooray for us!'],
    middle: ['Let’s go, then, no time to lose.', 'I was hoping you’d say that, {hero}.', 'Right behind you, {hero}.', 'Now we’re getting somewhere!', 'I can’t believe it worked!', 'That’s the spirit!', 'Now that’s what I call a plan.', 'I knew you’d think of something, {hero}.', 'Let’s show them what we can do.'],
    older: ['Lead the way, {hero}.', 'I wouldn’t miss this for anything.', 'Well, that settles it, then.', 'I don’t think I’ve ever been so glad to be wrong about something.', 'Now that is a plan worth following.', 'I have no idea how you do it, {hero}, but keep doing it.', 'There it is, I knew it was in there somewhere.', 'Right, no more dithering, off we go.', 'That’s the best idea anyone has had all day.', 'I think that might actually work.', 'Onwards, then, before the light goes.', 'Nobody could call that a small step.', 'Now we’re getting somewhere at last.'],
  },
  banter: {
    little: ['I can see a bird!', 'This is fun!', 'Are we there yet?', 'My feet are muddy!', 'Look at me!', 'I like this place.', 'I can hear a bee!', 'My tummy is rumbly.', 'I like your hat, {hero}.'],
    early: ['Are we nearly there yet?', 'My boots are full of mud!', 'I think I just saw something move.', 'This is the best adventure ever.', 'I’m hungry, are you hungry?', 'Race you to the next tree!', 'Do you think anyone lives here?', 'I bet I can spot a bird before you can.', 'I’m going to tell everyone about this.', 'This is even better than a day at the park.'],
    middle: ['Has anyone else noticed we’ve been walking for ages?', 'I’m not saying I’m tired, but my legs are.', 'If we get lost, I’m blaming the map.', 'Do you ever wonder what this place was like a hundred years ago?', 'I bet nobody has ever been exactly here before.', 'Remind me to bring more biscuits next time.', 'If my boots get any muddier, they’ll need their own bath.', 'I think that bird has been following us.', 'Do you ever feel like we’re in a story?', 'I could walk all day. Well, most of the day.', 'Best. Adventure. Ever.'],
    older: ['For the record, I’d like it noted that this was not my idea.', 'I’ve decided my boots are no longer waterproof, they’ve given up.', 'Strange how everything looks different when you’re actually paying attention.', 'If anyone asks, we were never lost, we were exploring.', 'Next time, I vote we bring a proper map.', 'I’m starting to suspect that bird is keeping an eye on us.', 'Do you ever get the feeling you’re in somebody else’s story?', 'My legs would like to file a complaint.', 'I think this might be the best bad idea we’ve ever had.', 'If we ever do this again, remind me to wear better socks.', 'I’ve learned more about mud today than I ever wanted to know.', 'Whoever planned this route owes us all a very large sandwich.', 'I keep thinking we’re nearly there, and I keep being wrong.', 'Somewhere, someone is having a perfectly boring day, and I don’t envy them.', 'If the map had a sense of humour, it would be laughing at us.', 'I’m choosing to believe that was the hard part.'],
  },
  encourage: {
    little: ['Don’t give up, {hero}!', 'Try again, {hero}!', 'You can do it, {hero}!', 'Never mind. Try again!', 'We will find a way!', 'Good try, {hero}!', 'One more go!'],
    early: ['Don’t give up, {hero}. We’re getting closer.', 'That was a good try, {hero}!', 'We’ll find a way. We always do.', 'You’re doing brilliantly, {hero}.', 'Let’s try again. Third time lucky!', 'Don’t worry, {hero}. We’ll get it next time.', 'Keep going, {hero}. You’re so close.', 'Never mind. Let’s try something new!'],
    middle: ['Hey. We’re not beaten yet, {hero}.', 'That was a good idea, {hero}. It just wasn’t the right one.', 'We’ve come this far, we’re not stopping now.', 'You always think of something, {hero}. You will this time, too.', 'Don’t be hard on yourself, {hero}. That was clever.', 'It’s fine, {hero}. Nobody gets it right first time.', 'You’re not on your own, {hero}. We’ll work it out together.', 'Shake it off, {hero}. What’s next?'],
    older: ['It didn’t work, {hero}, but it wasn’t a waste. We know more than we did.', 'Take a breath, {hero}. We’ve got time.', 'If anyone can figure this out, it’s you, {hero}.', 'Every wrong turn is one fewer left to take.', 'Nobody solves anything worth solving on the first try, {hero}.', 'We’re closer than we were an hour ago, {hero}. That counts.', 'Breathe, {hero}. The answer isn’t going anywhere.', 'Mistakes are just maps of where not to go, {hero}.'],
  },
  thanks: {
    little: ['Thank you, {hero}!', 'You did it, {hero}!', 'Thank you, thank you!'],
    early: ['Thank you so much, {hero}!', 'I’ll never forget this, {hero}.', 'You’re the best, {hero}!', 'You’re a true friend, {hero}.'],
    middle: ['I don’t know how to thank you, {hero}.', 'You didn’t give up, {hero}. Thank you.', 'I’ll remember this for the rest of my life, {hero}.', 'You’re a true friend, {hero}. A real one.'],
    older: ['I don’t have the words, {hero}. Thank you.', 'You could have walked away, {hero}. You didn’t. Thank you.', 'I won’t forget this, {hero}. Not ever.'],
  },
  wonder: {
    little: ['What was that?', 'Look at that!', 'Wow!', 'Oh, look!', 'What is that?', 'Can you see it?'],
    early: ['What do you think that is?', 'Did you see that?', 'Wow, look at that!', 'I wonder what that means.', 'Hey, what’s that shiny thing?', 'Did something just move?', 'Can you hear that?'],
    middle: ['Wait, did anyone else see that?', 'Hang on, what’s that over there?', 'That’s strange. That wasn’t there before.', 'I think we might be onto something.', 'Is it just me, or is something different about this place?', 'Hang on, listen.', 'Look, over there, do you see it too?'],
    older: ['Hold on, look at that.', 'Either I’m imagining things, or that’s important.', 'That’s odd, why would that be there?', 'Hold on, something has changed.', 'Listen, do you hear that?', 'Is it just me, or is that the first real clue all day?', 'Have you noticed how quiet it’s gone all of a sudden?', 'Those tracks look fresh, don’t they?', 'Someone has been here before us, and not long ago.', 'I’d swear that wasn’t like that on the way in.', 'That’s the second time I’ve seen that, and I don’t think it’s chance.', 'Look how the light catches it, just there.', 'Wait, I think that’s been moved.', 'Does that look as if it belongs here to you?', 'Now that is interesting, and I don’t say that lightly.', 'I’ve a hunch about that corner over there.', 'Something about this spot feels different from the rest.', 'If I were hiding something, that’s exactly where I’d put it.', 'Funny, I could have sworn that was further away.', 'Did the wind just change, or is it me?', 'There, by the edge, can you see the little gap?', 'Somebody went to a lot of trouble over that.', 'I think that might be the first thing today that makes sense.'],
  },
  whisper: {
    little: ['Goodnight.', 'That was a good day.', 'Sleep well.', 'I am so sleepy.', 'Sleep tight.', 'Night, night.'],
    early: ['That was a good day.', 'Goodnight, everyone.', 'I’m so sleepy.', 'Let’s have another adventure soon.', 'Sleep tight.', 'That was the best adventure.'],
    middle: ['That was a good day, wasn’t it?', 'Goodnight. Sleep well.', 'Same time tomorrow?', 'I think that was the best day of the year.', 'I’m glad we went.', 'Sleep tight.'],
    older: ['That was a good day.', 'Goodnight. Thank you for today.', 'I don’t think I’ll ever forget it.', 'I’m glad we went.', 'Sleep well.'],
  },
};

/** A companion's line, then the hero's reply, for readers past the picture-book stage. */
export const exchanges: Readonly<Record<'early' | 'middle' | 'older', ReadonlyArray<readonly [string, string]>>> = {
  early: [
    ['Are you tired yet?', 'Not one bit! Well, maybe a tiny bit.'],
    ['What do you think we will find?', 'Something good. I can feel it.'],
    ['Do you want to hold my hand?', 'Yes, please. Just for this bit.'],
    ['What’s your favourite part so far?', 'All of it! Except the mud.'],
    ['Are we lost?', 'No. We’re exploring. That’s different.'],
    ['Can we have a snack soon?', 'Yes. After the next bit.'],
    ['I’m glad you’re here.', 'Me too. It’s better together.'],
    ['Do you think we can really do it?', 'I do. We just have to keep trying.'],
  ],
  middle: [
    ['Do you think we’ll actually manage it?', 'I think we’ll manage it if we don’t stop trying.'],
    ['What made you want to help, anyway?', 'I just kept thinking how I’d feel if it were me.'],
    ['You’re not scared at all, are you?', 'A bit. I’m just not letting it decide things.'],
    ['How do you always know which way to go?', 'I don’t. I just pick one and keep my eyes open.'],
    ['I’m glad you asked me to come.', 'So am I. It wouldn’t be the same without you.'],
    ['What’s the first thing you’ll do when we get home?', 'Eat about a hundred sandwiches.'],
    ['Are you tired?', 'A bit. But not too tired to finish this.'],
    ['What if it doesn’t work?', 'Then we’ll try something else. We always do.'],
    ['I keep thinking about how it must feel to be lost like that.', 'Me too. That’s why we can’t stop now.'],
    ['Did you ever think today would turn out like this?', 'Not even a tiny bit.'],
    ['Do you think we’re getting closer?', 'I think so. It feels different somehow.'],
    ['If you could have any superpower right now, what would it be?', 'Finding lost things. Obviously.'],
  ],
  older: [
    ['Be honest. Did you think this would be so complicated?', 'Honestly? No. But I think I’d be disappointed if it were easy.'],
    ['What happens if we can’t fix it?', 'Then we’ll have tried, and we’ll think of something else. But I don’t think it’ll come to that.'],
    ['You’re very calm about all this.', 'On the outside, maybe. On the inside I’m running in circles.'],
    ['Why does this matter so much to you?', 'Because someone needed help, and we were the ones who were here.'],
    ['Remind me never to let you plan a short walk again.', 'You say that every time, and every time you come.'],
    ['Do you ever wonder why it’s always us who end up doing this sort of thing?', 'Because we’re the ones who stop and look, I suppose.'],
    ['If this works, I’m never doubting you again.', 'You will. But I appreciate the thought.'],
    ['Are you tired?', 'Exhausted. But it’s the good kind.'],
    ['What was the first thing you noticed today?', 'That nobody else seemed to notice anything.'],
    ['Do you think we’re getting anywhere?', 'Slowly. Which is still somewhere.'],
    ['What would you be doing right now if we hadn’t come?', 'Something sensible and much more boring.'],
  ],
};

/** How lines are introduced, per band; more variety as readers grow. */
export const saidVerbs: Readonly<Record<Band, { statement: readonly string[]; question: readonly string[]; exclaim: readonly string[] }>> = {
  little: { statement: ['said', 'said', 'called'], question: ['asked', 'asked', 'wondered'], exclaim: ['said', 'called', 'cried', 'shouted', 'sang out'] },
  early: { statement: ['said', 'whispered', 'called', 'added'], question: ['asked', 'wondered', 'asked again'], exclaim: ['called', 'shouted', 'said', 'cried', 'cheered'] },
  middle: { statement: ['said', 'whispered', 'added', 'murmured', 'called', 'announced', 'declared', 'explained', 'pointed out'], question: ['asked', 'wondered aloud', 'asked quietly', 'wanted to know', 'asked again', 'asked softly', 'whispered', 'asked slowly', 'called out'], exclaim: ['called', 'cried', 'laughed', 'shouted', 'cheered', 'said'] },
  older: { statement: ['said', 'murmured', 'remarked', 'admitted', 'observed', 'added', 'offered', 'ventured', 'pointed out', 'mused', 'noted'], question: ['asked', 'wondered aloud', 'asked quietly', 'enquired', 'asked carefully', 'wanted to know', 'asked softly', 'asked thoughtfully', 'asked nobody in particular', 'whispered', 'murmured', 'asked slowly'], exclaim: ['called', 'exclaimed', 'laughed', 'cried', 'declared'] },
};
