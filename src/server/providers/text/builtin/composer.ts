/**
 * Renders library text into units (a paragraph each) for one story: fills slots, picks unused
 * phrasings first, and refuses any sentence the story has already told.
 */
import { normalizeSentence, splitSentences, wordCount } from '../readability.ts';
import { companionActions, type Companion } from './cast.ts';
import type { Creature, Sense, Spot, TimeOfDay } from './library/types.ts';
import type { Phase } from './library/structure.ts';
import type { StoryPlan } from './plan.ts';
import { LineChecks } from './checks.ts';
import { guardName, guardedPossessive, joinSentences, listNames, polish, stripGuards } from './polish.ts';
import { premiseSlots } from './premise.ts';
import type { Random } from './random.ts';
import { isUsable, parseTemplate, renderTemplate, typicalLength, type RenderContext, type SlotValue } from './template.ts';
import { hasWording, varyWording } from './reword.ts';

export interface Unit {
  kind: string;
  phase: Phase;
  text: string;
  words: number;
  core: boolean;
  scene?: string;
  /** The kinds of optional beat already added after this one. */
  followKinds: Set<string>;
}

export const knownSlots: ReadonlySet<string> = new Set([
  ...['', '.they', '.them', '.their', '.theirs', '.self', '.was', '.is', '.has', '.does', '.kid', '.age', '.poss'].map((s) => `hero${s}`),
  'colour', 'animal', 'toy', 'interest', 'interest.item', 'interest.tie',
  ...['pal', 'pal2', 'c'].flatMap((who) => ['', '.poss', '.noun', '.happy', '.curious', '.desc'].map((s) => `${who}${s}`)),
  'talker', 'talker.poss', 'pals', 'pals.was', 'team', 'lesson',
  'needy', 'needy.noun', 'needy.poss', 'goal', 'goal.short',
  'premise.who', 'premise.the', 'premise.obstacle', 'premise.turn',
  'place', 'place.in', 'place.to', 'go', 'homeward', 'things', 'spot', 'spot.short',
  'sight', 'sound', 'smell', 'touch',
  'creature', 'creature.the', 'creature.trouble', 'creature.help', 'creature.thanks',
]);

export interface UnitOptions {
  kind: string;
  phase: Phase;
  core: boolean;
  scene?: string;
  /** Calm endings: no exclamations. */
  calm?: boolean;
  /** A beat the story cannot do without: if every phrasing repeats something, the repeats are left out. */
  force?: boolean;
  /** How many renders to try before giving up. */
  budget?: number;
}

/** Whether every speech opened is closed again. */
function quotesPair(text: string): boolean {
  return (text.match(/“/g)?.length ?? 0) === (text.match(/”/g)?.length ?? 0);
}

/** A sentence long enough that telling it twice would be noticed; the critic counts from four words. */
function saysSomething(sentence: string): boolean {
  return wordCount(sentence) >= 4;
}

export class Composer {
  readonly slots = new Map<string, SlotValue>();
  readonly tags = new Set<string>();
  private readonly usedTemplates = new Set<string>();
  private readonly usedSentences = new Set<string>();
  private readonly usedPhrases = new Set<string>();
  private readonly usedQuotes = new Set<string>();
  private time: TimeOfDay;
  private readonly checks: LineChecks;
  private toyIntroduced = false;

  constructor(
    readonly plan: StoryPlan,
    readonly random: Random,
  ) {
    this.time = plan.plot.time;
    const { hero, companions } = plan;
    const details = [hero.favourites.colour, hero.favourites.animal, hero.favourites.toyName, hero.favourites.toy, ...hero.interests].filter((value): value is string => !!value);
    const names = [hero.name.split(' ')[0]!, ...companions.map((companion) => companion.name)];
    this.checks = new LineChecks(plan.world.id, plan.parentWords, names, details, plan.targetWords);
    this.buildSlots();
    this.tags.add(plan.plot.shape).add(plan.theme).add(plan.world.id).add(plan.world.id === 'home' ? 'athome' : 'away');
    this.tags.add(plan.calmEnding ? 'calm' : 'lively').add(plan.plot.needy ? 'needy' : 'own');
    this.setTime(plan.plot.time);
  }

  get context(): RenderContext {
    const { joinRate, band } = this.plan.profile;
    return { known: knownSlots, slots: this.slots, random: this.random, joinRate, vary: (text) => varyWording(text, band, this.random) };
  }

  setTime(time: TimeOfDay): void {
    this.time = time;
    this.tags.delete('day');
    this.tags.delete('night');
    this.tags.add(time);
  }

  setSpot(spot: Spot | undefined): void {
    this.slots.delete('spot');
    this.slots.delete('spot.short');
    if (spot) this.slots.set('spot', spot.name).set('spot.short', spot.short);
  }

  setFocus(companion: Companion | undefined): void {
    this.setCompanionSlots('c', companion);
  }

  setCreature(creature: Creature | undefined): void {
    for (const key of ['creature', 'creature.the', 'creature.trouble', 'creature.help', 'creature.thanks']) this.slots.delete(key);
    if (!creature) return;
    const tier = this.plan.profile.tier;
    this.slots
      .set('creature', creature.a)
      .set('creature.the', creature.the)
      .set('creature.trouble', () => this.random.pick(creature.trouble[tier]))
      .set('creature.help', () => this.random.pick(creature.help[tier]))
      .set('creature.thanks', () => this.random.pick(creature.thanks[tier]));
  }

  /** Renders one template as finished prose: slots filled, then spacing, a/an, quotes and capitals. */
  render(template: string): string {
    const { joinRate, joinWords, band } = this.plan.profile;
    const polished = polish(renderTemplate(template, this.context));
    // Older readers get neighbouring plain sentences joined with a semicolon or "and"; below that,
    // only the join points the library marks, where a join is known to read well.
    if (band !== 'older') return stripGuards(polished);
    const style = { rate: joinRate, maxWords: joinWords, semicolons: true };
    return stripGuards(joinSentences(polished, style, () => this.random.next()));
  }

  usable(template: string): boolean {
    return isUsable(template, this.context, this.tags);
  }

  /**
   * The first usable template (unused ones first) whose sentences are all new to this story.
   * Returns nothing when every candidate would repeat itself.
   */
  unit(templates: readonly string[], options: UnitOptions): Unit | undefined {
    const usable = templates.filter((template) => this.usable(template) && !(options.calm && template.includes('!')));
    const bias = this.plan.profile.lengthBias;
    const weighted = (list: string[]) =>
      list
        .map((template) => ({ template, key: this.random.next() + bias * 0.5 * Math.min(1, typicalLength(template) / 240) }))
        .sort((a, b) => b.key - a.key)
        .map((entry) => entry.template);
    const fresh = weighted(usable.filter((template) => !this.usedTemplates.has(template)));
    const stale = this.random.shuffle(usable.filter((template) => this.usedTemplates.has(template)));
    // A beat the plot needs gets more tries to find alternatives that suit this story's world.
    let budget = options.budget ?? (options.force ? 30 : 12);
    for (const template of [...fresh, ...stale]) {
      // Only templates with alternatives or changing slots can come out differently on a second try.
      const renders = this.varies(template) ? (options.force ? 8 : 3) : 1;
      for (let attempt = 0; attempt < renders && budget > 0; attempt++, budget--) {
        const text = this.render(template);
        if (options.calm && text.includes('!')) continue;
        const split = splitSentences(text);
        const limit = this.plan.profile.maxSentenceWords;
        if (limit && !options.force && split.some((sentence) => wordCount(sentence) > limit)) continue;
        // Short calls ("Roar!", "Wink, wink!") are refrains; only a sentence with something to say must be new.
        const sentences = split.filter(saysSomething).map(normalizeSentence);
        if (sentences.some((sentence, index) => this.usedSentences.has(sentence) || sentences.indexOf(sentence) !== index)) continue;
        // Nobody says the same line twice in one story, whoever says it.
        const quotes = (text.match(/“[^”]*”/g) ?? []).map(normalizeSentence).filter((quote) => quote.split(' ').length > 2);
        if (quotes.some((quote) => this.usedQuotes.has(quote))) continue;
        if (!this.checks.fits(text, this.time, options.force)) continue;
        for (const quote of quotes) this.usedQuotes.add(quote);
        this.usedTemplates.add(template);
        return this.accept(text, options);
      }
    }
    const fallback = fresh[0] ?? stale[0];
    if (!options.force || !fallback) return undefined;
    const rendered = splitSentences(this.render(fallback));
    const unrepeated = rendered.filter((sentence, index, all) => {
      // A sentence that opens or closes a speech stays, or the speech marks would no longer pair up.
      if (!saysSomething(sentence) || !quotesPair(sentence)) return true;
      const key = normalizeSentence(sentence);
      return !this.usedSentences.has(key) && all.findIndex((other) => normalizeSentence(other) === key) === index;
    });
    // A beat the plot needs is told even if its only phrasing breaks a rule: the critic reports it.
    const fitting = unrepeated.filter((sentence) => this.checks.fits(sentence, this.time, true));
    const kept = [fitting, unrepeated].find((sentences) => sentences.length > 0 && quotesPair(sentences.join(' '))) ?? rendered;
    return kept.length > 0 ? this.accept(kept.join(' '), options) : undefined;
  }

  private accept(text: string, options: UnitOptions): Unit {
    for (const sentence of splitSentences(text).filter(saysSomething)) this.usedSentences.add(normalizeSentence(sentence));
    this.checks.record(text);
    const toyName = this.plan.hero.favourites.toyName;
    if (toyName && text.includes(toyName)) this.toyIntroduced = true;
    return {
      kind: options.kind,
      phase: options.phase,
      text,
      words: wordCount(text),
      core: options.core,
      scene: options.scene ? this.renderScene(options.scene) : undefined,
      followKinds: new Set(),
    };
  }

  /** Takes a unit's sentences back, so a dropped unit frees its words for another. */
  forget(unit: Unit): void {
    for (const sentence of splitSentences(unit.text)) this.usedSentences.delete(normalizeSentence(sentence));
    this.checks.forget(unit.text);
  }

  renderScene(template: string): string | undefined {
    return this.usable(template) ? this.render(template) : undefined;
  }

  private varies(template: string): boolean {
    const parsed = parseTemplate(template);
    return template.includes('[') || hasWording(template, this.plan.profile.band) || [...parsed.slots].some((slot) => typeof this.slots.get(slot) === 'function');
  }

  private pickPhrase(options: readonly string[]): string {
    // "the ferns beside the path" and "ferns unrolling their curly fists" should not meet in one sentence.
    const spotWords = String(this.slots.get('spot') ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? [];
    const suitable = options.filter((phrase) => {
      const time = /^(day|night):/.exec(phrase)?.[1];
      return (!time || time === this.time) && !spotWords.some((word) => phrase.toLowerCase().includes(word));
    });
    const pool = suitable.length > 0 ? suitable : options.filter((phrase) => !/^(day|night):/.test(phrase));
    const fresh = pool.filter((phrase) => !this.usedPhrases.has(phrase));
    const phrase = this.random.pick(fresh.length > 0 ? fresh : pool);
    this.usedPhrases.add(phrase);
    return phrase.replace(/^(day|night):/, '');
  }

  private setCompanionSlots(prefix: string, companion: Companion | undefined): void {
    for (const suffix of ['', '.poss', '.noun', '.happy', '.curious', '.desc']) this.slots.delete(`${prefix}${suffix}`);
    if (!companion) return;
    this.slots
      .set(prefix, guardName(companion.name))
      .set(`${prefix}.poss`, guardedPossessive(companion.name))
      .set(`${prefix}.happy`, () => renderTemplate(companionActions(companion, this.random).happy, this.context))
      .set(`${prefix}.curious`, () => renderTemplate(companionActions(companion, this.random).curious, this.context));
    if (companion.noun) this.slots.set(`${prefix}.noun`, companion.noun);
    if (companion.desc) this.slots.set(`${prefix}.desc`, companion.desc);
  }

  private buildSlots(): void {
    const { hero, forms, companions, world, place, plot, profile } = this.plan;
    const slots = this.slots;
    // Lines are drafted with the first name, as most of them are told; the full name is given once
    // at the first mention (names.ts), so the word count measured while drafting is the one read.
    const first = hero.name.split(' ')[0]!;
    slots.set('hero', guardName(first)).set('hero.poss', guardedPossessive(first));
    for (const [form, word] of Object.entries(forms)) if (form !== 'kid') slots.set(`hero.${form}`, word);
    slots.set('hero.kid', forms.kid!);
    if (this.plan.ageWords) slots.set('hero.age', this.plan.ageWords);
    const { colour, animal, toy, toyName } = hero.favourites;
    if (colour) slots.set('colour', colour);
    if (animal) slots.set('animal', animal);
    if (toy || toyName) {
      // The toy is introduced by its name once ("knitted rabbit called Mr Floppy"), then by what it is.
      const kind = toy ?? 'toy';
      slots.set('toy', () => (!toyName || this.toyIntroduced ? kind : `${kind} called ${guardName(toyName)}`));
    }
    if (this.plan.interestText) slots.set('interest', this.plan.interestText);
    if (hero.interest?.item) slots.set('interest.item', hero.interest.item);
    if (hero.interest) slots.set('interest.tie', () => renderTemplate(this.random.pick(hero.interest!.tie[profile.tier]), this.context));

    const [pal, pal2] = companions;
    this.setCompanionSlots('pal', pal);
    this.setCompanionSlots('pal2', pal2);
    const talkers = companions.filter((companion) => companion.talks);
    const needy = plot.needy;
    if (talkers.length > 0) {
      let current: Companion = talkers[0]!;
      slots.set('talker', () => {
        current = this.random.pick(talkers);
        return guardName(current.name);
      });
      slots.set('talker.poss', () => guardedPossessive(current.name));
    } else if (needy?.talks) {
      slots.set('talker', guardName(needy.name)).set('talker.poss', guardedPossessive(needy.name));
    }
    const names = companions.map((companion) => guardName(companion.name));
    slots.set('pals', listNames(names)).set('pals.was', names.length > 1 ? 'were' : 'was');
    slots.set('team', listNames([guardName(hero.name), ...names]));
    if (needy) {
      slots.set('needy', guardName(needy.name)).set('needy.noun', needy.noun).set('needy.poss', guardedPossessive(needy.name));
    }
    const raw = (template: string) => renderTemplate(template, this.context);
    if (this.plan.lessonLine) slots.set('lesson', this.plan.lessonLine);
    if (this.plan.premise) {
      // A template's words are the story's, never template syntax.
      for (const [slot, value] of Object.entries(premiseSlots(this.plan.premise.plot, guardName(first), guardedPossessive(first)))) slots.set(slot, value);
      slots.set('goal', plot.goal.full).set('goal.short', plot.goal.short);
    } else slots.set('goal', raw(plot.goal.full)).set('goal.short', raw(plot.goal.short));

    slots.set('place', place.name).set('place.in', `${place.preposition} ${place.name}`).set('place.to', `to ${place.name}`);
    slots.set('go', () => this.random.pick(world.moves[profile.tier]));
    slots.set('homeward', world.homeward);
    slots.set('things', () => this.pickPhrase(world.things));
    const senses: Sense[] = ['sight', 'sound', 'smell', 'touch'];
    for (const sense of senses) slots.set(sense, () => this.pickPhrase(world.senses[sense][profile.tier]));
  }
}
