export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  publishedAt: string;
  /** Paragraphs separated by blank lines, `## ` headings, `- ` list items. */
  body: string;
}

const author = 'The Storyloom team';

/** Oldest first; the seed inserts by slug, so a post already in the database is left as it is. */
export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'why-children-love-being-the-hero',
    title: 'Why children love being the hero of their own story',
    excerpt:
      'When a child finds their own name on the page, a story stops being something they are told and becomes something they are part of. Here is why that matters, and how to make the most of it.',
    author,
    tags: ['reading', 'personalisation'],
    publishedAt: '2026-07-08T08:00:00Z',
    body: `Ask a four-year-old to tell you a story and there is a good chance they will be in it. Children put themselves at the centre of the stories they invent, because that is where they stand in the world: in the middle of everything they can see. A story in which the hero shares their name, their curly hair and their fondness for tractors meets them exactly there.

That is the simple idea behind Storyloom. You tell us about your child, and the story that comes back has them in the leading role, pitched at their reading level and illustrated so that they look like themselves on every page. This post is about why that idea works, and how to use it well.

## Attention follows relevance

Grown-ups skim the local news for the name of their own street; children are no different. When a character shares their name, their pet or their favourite place, a child has a reason to keep listening before the plot has even started. Parents often notice the change in posture: the leaning in, the finger on the page, the delighted "that's me!".

For a child who finds reading hard work, that reason matters. A personalised story is not easier to decode than any other, but it is far more interesting to decode. A few extra minutes of willing effort, night after night, add up.

## Practising courage at a safe distance

Stories have always been a rehearsal space. A child who watches a hero cross a rickety bridge gets to feel the wobble without standing on the bridge. When the hero is them, the rehearsal becomes personal: they are the one who was brave, who shared, who said sorry, who tried the new thing.

This is where the optional lesson in a Storyloom story earns its place. If your child is nervous about starting at a new school, a story in which they walk through the gate, find their coat peg and make a friend by lunchtime gives them a picture of how the day might go. It does not replace talking it through with you. It gives you both something to talk about.

## Seeing themselves, and the people they love

The simplest kind of representation is a picture that looks like you. Plenty of children rarely meet a hero with their skin tone, their glasses, their hearing aids or their family's shape. A personalised story starts from the child in front of you, so the hero looks the way they do, on the first page and the last.

Stories can also hold the people and animals that make up a child's world. Depending on your plan, you can add a sibling, a best friend or the family dog as extra characters, which turns the story into a shared one. Younger siblings in particular tend to be thrilled to discover they have a part to play.

## Making it their story, not just their name

Dropping a name into a fixed template is the easy part. What makes a story feel like theirs is the detail. When you set up your child in Storyloom, a few things make a noticeable difference:

- Interests that are specific. "Dinosaurs" is good; "the long-necked ones, and digging for fossils in the sandpit" is better.
- A setting they recognise, like a grandparent's garden, a favourite beach or the walk to nursery.
- A lesson only when it is useful. Not every story needs a moral, and children can tell when one is being pressed on them.
- A length that fits the evening, so the story finishes before their eyelids do.

## Keeping it in balance

Being the hero is wonderful; being the hero of every single story is not the point. Children also need stories about people who are nothing like them, set in places they have never been, solving problems they have never had. That is how empathy and curiosity grow. We think of a personalised story as one dish on a varied menu, alongside library books, family tales and the stories children make up themselves.

It is also worth letting your child lead. Ask what the next adventure should be about. Let them choose the theme, name the dragon or decide whether the cat comes along. A story they helped shape is one they will want to hear again, and hearing favourite stories again and again is one of the quiet ways children learn how stories, and reading, work.

## A small ritual worth keeping

The best thing a personalised story can do is make a child feel seen: noticed, known, and cast as someone capable of adventures. That feeling does not come from software. It comes from the grown-up who sat down to make the story and who reads it with them at the end of the day. We simply try to make that part a little easier.`,
  },
  {
    slug: 'choosing-the-right-reading-level',
    title: 'Choosing the right reading level for your child',
    excerpt:
      "Storyloom pitches every story at a reading level based on your child's age. Here is what each level means, how story lengths turn into words, and when to choose a different level.",
    author,
    tags: ['reading', 'reading levels'],
    publishedAt: '2026-08-19T08:00:00Z',
    body: `A story that is too hard turns bedtime into a struggle; a story that is too easy can feel babyish by the third page. Getting the pitch right is one of the most useful things you can do for a young reader, and it is why Storyloom asks for your child's birth date.

This post explains how we choose a reading level, what changes from one level to the next, and when it makes sense to choose a different one.

## How Storyloom picks a level

Each reading level begins at a particular age, and a child moves up when they reach it. From your child's birth date, we place them like this:

- Toddler: up to 2 years old
- Pre-reader: 3 and 4
- Early reader: 5 and 6
- Emergent reader: 7 and 8
- Transitional reader: 9 and 10
- Fluent reader: 11 and 12
- Advanced reader: 13 to 16
- Teen reader: 17
- Sophisticated reader: 18 and over

Age is a starting point, not a verdict. Children learn to read at very different speeds, and a level is only useful if it matches the child in front of you.

## What changes from level to level

The level shapes how a story is written: the length of its sentences, how familiar its words are, how much happens on each page and how much the pictures carry the meaning. A toddler story leans on rhythm, repetition and naming things a child can point to. An early-reader story uses short sentences and words a child can sound out. By the transitional and fluent levels, a story can hold a real plot, more than one point of view and a twist or two.

The level also sets the pace we plan for when we turn your chosen length into words. You can choose a story of 5, 10, 15, 20, 25 or 30 minutes, and Storyloom works out a target word count by multiplying the minutes by a reading speed for the level:

- Toddler and pre-reader: 60 words per minute
- Early reader: 80 words per minute
- Emergent reader: 100 words per minute
- Transitional reader: 120 words per minute
- Fluent reader: 150 words per minute
- Advanced reader: 180 words per minute
- Teen reader: 220 words per minute
- Sophisticated reader: 250 words per minute

So a 10-minute story for a six-year-old early reader aims for 800 words, while the same 10 minutes for a ten-year-old transitional reader aims for 1,200. Every story is written to land within 10 per cent of its target, so the minutes you pick are the minutes you get. For the youngest levels, those speeds describe a grown-up reading aloud at a gentle pace with time to look at the pictures, not a child reading alone.

## Signs the level is not right

You know your child better than any table does. A few signals are worth watching for:

- Too hard: they lose the thread, ask what a word means on every page, or drift off before the middle for reasons other than sleepiness.
- Too easy: they finish your sentences, predict every turn of the plot, or announce that the story is "for babies".
- About right: they ask the odd question, want to look back at a picture, and ask for the story again tomorrow.

A child reading aloud to you should stumble on a word now and then, but not on every line. A child reading on their own should be able to follow the plot without stopping to decode every sentence.

## Changing the level

You can change the reading level in two places. On your child's profile, a new level becomes the default for every story you make for them. When you create a single story, you can pick a different level for that story alone, which is handy when a confident reader wants something short and silly, or when you plan to read a more demanding story aloud rather than have your child read it.

Two common reasons to move up a level: your child has been reading independently for a while and wants more plot, or you mostly read aloud together and your child understands far more than they can yet read. Two common reasons to move down: a child who is tired, unwell or going through a wobbly patch with reading, or a story you want to be soothing rather than gripping.

## Length is a separate choice

Reading level and length are independent. A fluent reader might want a 5-minute story on a school night and a 30-minute one at the weekend; a pre-reader might manage only 5 minutes before the pictures take over. If you are not sure, start with 10 minutes, our default, and adjust from there.

## The aim

The right level is the one that keeps your child reading, or listening, with pleasure. Stretch them a little when they are keen, ease off when they are tired, and let them return to old favourites as often as they like. The numbers above are how we make a good first guess. The final call is yours.`,
  },
  {
    slug: 'a-calm-bedtime-story-routine',
    title: 'A calm bedtime-story routine, step by step',
    excerpt:
      'Bedtime stories go best when the evening around them is predictable. A simple routine, a story of the right length, and a few habits that help children settle.',
    author,
    tags: ['bedtime', 'routines'],
    publishedAt: '2026-09-30T08:00:00Z',
    body: `For many families the bedtime story is the best ten minutes of the day, and the hardest ten minutes to reach. Bath water on the floor, one more drink, a sudden urgent question about volcanoes. A routine will not make every evening smooth, but a predictable shape helps children know what comes next, and knowing what comes next is calming in itself.

Here is a routine that suits a lot of families, with notes on where Storyloom can help and where it should stay out of the way.

## Start winding down before the story

A story read straight after a game of chase has a lot of energy to soak up. Begin slowing down well before lights out: dim the lamps, switch off the television, and move from loud play to quiet play. Keep the steps in the same order every night so that each one signals the next.

- Bath or wash, teeth, then pyjamas.
- A drink of water and a last trip to the toilet before the story, not after it.
- One small choice for your child, such as which pyjamas or which teddy gets to listen too.

Small choices inside a fixed routine give children a sense of control without opening the door to negotiating the whole evening.

## Choose the story before you need it

Making a new story at the last minute invites bargaining. Create tomorrow's story earlier in the day, or on a quieter evening, so that at bedtime you only need to open it. Stories you make in Storyloom wait in My Stories, and a story you promised in the morning gives your child something to look forward to all day.

Match the length to the evening. On an ordinary night, a 5- or 10-minute story is usually plenty for younger children. Save the longer lengths for weekends and holidays, when a story can take its time. Finishing a short story beats stopping a long one halfway and facing protests.

Choose the theme with the hour in mind, too. Pirates and dragons are wonderful, but cosy adventures, gentle journeys and stories that end safely at home tend to suit the last story of the day better than chases and battles.

## Make the screen as quiet as a page

If you read from a phone or tablet, set it up so that it behaves like a book:

- Switch Storyloom to the dark theme and turn the screen brightness down before you start.
- Turn on Do Not Disturb so that messages do not pop up over the story.
- Hold the device yourself rather than handing it over, and put it away when the story ends.

The flip-book reader is made for exactly this: one page at a time, turned when you are ready, with a picture and a few lines of text.

## Read together, or listen together

Nothing replaces your voice. Reading aloud lets you slow down at the exciting parts, do the voices, and stop to answer questions. If your child is learning to read, let them read the words they know, or the hero's name every time it appears, while you read the rest.

On evenings when your own voice has run out, narration can take over. Storyloom highlights each word as it is spoken, so your child can follow along with a finger. It still works best with you beside them: listening together is a different thing from listening alone.

If someone your child loves lives far away, some plans let that person record a voice sample, with their permission, so stories can be narrated in a voice your child knows. A grandparent on the other side of the world can still be part of bedtime.

## End the same way every night

The moment after the story is when bedtime most often unravels. A fixed ending helps: the same goodnight phrase, a short song, or a question such as "What was your favourite part?", and then lights out. Some families keep a list of ideas for tomorrow's adventure, which gives a child something pleasant to drift off thinking about and gives you a head start on the next story.

## When it does not go to plan

Some nights the routine will fall apart. Illness, travel, a new sibling or a big day at school can knock it sideways. That is fine. Keep the parts you can, shorten the story, skip the extras, and return to the usual shape the next night. Steadiness over weeks matters far more than perfection on any single evening.

If bedtime has become a battle that no routine seems to ease, or your child's sleep worries you, talk to your health visitor, paediatrician or family doctor. A story can help a child settle; it is not a treatment for sleep problems.

## The routine is the gift

Children remember the feeling of being read to long after they forget the plots. The same quiet steps in the same order, and the same voice at the end of the day, are part of what makes home feel safe. The story is the centrepiece, but the routine around it is what your child will carry with them.`,
  },
  {
    slug: 'keeping-your-childs-information-private',
    title: "How Storyloom keeps your child's information private",
    excerpt:
      'What we collect about your child, the three separate consents we ask for, how portraits are protected, and how to see, download or delete everything we hold.',
    author,
    tags: ['privacy', 'safety'],
    publishedAt: '2026-10-28T08:00:00Z',
    body: `Making a story in which your child is the hero means telling Storyloom about your child: their name, their age, what they look like and what they love. We take that responsibility seriously, and we think you should be able to see exactly how it is handled. This post explains it in plain language; the full details are in our privacy policy and on our COPPA compliance page.

## Accounts belong to grown-ups

Storyloom accounts are for parents and guardians. When you create an account, we ask for your date of birth with a neutral form: you type the day, month and year yourself, nothing is filled in for you, and there is no "I am over 13" button to click past. Your answer is remembered, so the question cannot simply be retried with a different date.

If you are 18 or older, you then read our children's privacy notice and give your consent before adding a child. Someone under 18 cannot hold an account on their own, and for a child under 13 the account waits until a parent gives consent through a link sent to the parent by email.

## Three separate consents

The US children's privacy rule (COPPA, as amended in 2025) expects consent to share a child's information with others to be asked for separately from consent to collect it. So we ask three different questions, and you answer each one on its own:

- Making stories. Consent to collect and use your child's information, such as their name, birth date, appearance, interests and any portrait you upload, to create their stories. Child profiles need this one.
- Outside AI providers. Consent to send your child's name, portrait or voice to an outside AI service. We ask this only when the Storyloom service you use is set up with such a provider. Without this consent, stories are made by Storyloom's built-in engines alone.
- The community library. Consent to publish stories to the community library, where other families can read them.

Each consent is recorded with the time, how it was given and the version of the notice you read. You can withdraw any of them later from the privacy dashboard, without touching the others.

## Portraits are protected

A portrait helps the illustrations look like your child, which makes it the most sensitive thing you might give us. Portraits can be stored encrypted, and an encrypted portrait is decrypted in your own browser when you view it rather than being handed out as an ordinary image file. Only your account can fetch your portraits.

Portraits never appear in the community library. When you publish a story there, your child's name is replaced with a hero name you choose, and illustrations drawn from a portrait are left out unless you specifically allow them. A published story appears only after a member of our team approves it, and anyone who is signed in can report a story they think should not be there.

## Private by default

Every story starts private. If you want to share one with family, you can create a flip-book link. The link is long and unguessable, it is kept out of search engines, and you can revoke it at any time, after which it stops working.

## See it, download it, delete it

The privacy dashboard shows everything we hold about you and each of your children: profiles, portraits, stories, voice samples, consents and signed-in sessions. From there you can:

- Download all of it as a single file.
- Delete any part of it, such as one portrait, one story or one child's profile.
- Delete everything, including your account.
- Withdraw each consent separately.

Deleting really deletes. When you remove something, we remove the database records and the stored files, rather than hiding them from view.

We do not keep things forever, either. Portraits and voice samples belonging to an account that has been closed, or that has been inactive for 12 months, are deleted. Our privacy policy sets out how long we keep everything else and why.

## Running Storyloom yourself

Storyloom can also be run by a family, a school or a small organisation on its own computer, with no outside accounts at all. In that setup, stories, illustrations and narration are made by the built-in engines, and everything stays on that machine, under the control of whoever runs it.

## Questions are welcome

If anything here is unclear, or you would like to ask about a particular piece of information we hold, please get in touch through our contact page. You should never have to guess what happens to your child's information.`,
  },
];
