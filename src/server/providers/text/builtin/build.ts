/**
 * Lays down the story's core: every beat the arc needs, in order — setup, problem, two or more
 * attempts, the turning point, the resolution and the ending — before any optional detail.
 */
import { hasMisfit } from '../critic/vocabulary.ts';
import type { Companion } from './cast.ts';
import { Composer, type Unit } from './composer.ts';
import { beatLibraries } from './library/beats/index.ts';
import { companionIntros, roles } from './library/companions.ts';
import { favouriteMoments } from './library/favourites.ts';
import { lessonSaid, lessons, placeSaid } from './library/lessons.ts';
import { methods } from './library/methods.ts';
import { refrains } from './library/refrains.ts';
import { spareAttempts } from './library/spare-attempts.ts';
import { calmCloseScene, scenes } from './library/scenes.ts';
import type { CoreKind, Phase } from './library/structure.ts';
import type { Creature, PlotStep, Spot, SpotKind, TimeOfDay } from './library/types.ts';
import type { StoryPlan } from './plan.ts';
import type { Random } from './random.ts';

export interface StoryUnit extends Unit {
  time: TimeOfDay;
  /** Where it happens, so optional beats added later can speak of the same place. */
  spot?: Spot;
  /** Optional beats placed right after this one. */
  after: StoryUnit[];
}

export interface Draft {
  plan: StoryPlan;
  composer: Composer;
  units: StoryUnit[];
}

interface Entry {
  kind: CoreKind;
  /** Tags that hold for this beat only, like "later" for every journey after the first. */
  tags?: string[];
  templates: readonly string[];
  phase: Phase;
  time: TimeOfDay;
  spot?: Spot;
  focus?: Companion;
  creature?: Creature;
  scene?: string;
  required: boolean;
  /** Plot steps are written first, so generic beats give way to them rather than the other way round. */
  plot: boolean;
}

class CoreBuilder {
  private readonly entries: Entry[] = [];
  private readonly usedSpots = new Set<string>();
  private readonly usedCreatures = new Set<Creature>();
  private phase: Phase = 'setup';
  private time: TimeOfDay;
  spotNow: Spot | undefined;

  constructor(
    readonly plan: StoryPlan,
    readonly composer: Composer,
    readonly random: Random,
  ) {
    this.time = plan.plot.time;
  }

  get tier() {
    return this.plan.profile.tier;
  }

  get beats() {
    return beatLibraries[this.plan.profile.band];
  }

  enter(phase: Phase): void {
    this.phase = phase;
    if (phase === 'ending' && this.plan.calmEnding) this.time = 'night';
  }

  add(kind: CoreKind, templates: readonly string[], extra: { scene?: string; required?: boolean; plot?: boolean; focus?: Companion; creature?: Creature; tags?: string[] } = {}): void {
    const calm = this.phase === 'ending' && this.plan.calmEnding;
    const scene = extra.scene ?? (kind === 'close' && calm ? calmCloseScene : scenes[kind]);
    this.entries.push({ kind, templates, phase: this.phase, time: this.time, spot: this.spotNow, scene, required: extra.required ?? false, plot: extra.plot ?? false, focus: extra.focus, creature: extra.creature, tags: extra.tags });
  }

  step(kind: CoreKind, step: PlotStep): void {
    // A step with no place of its own happens where the last one did (the treasure is where the map pointed).
    if (step.spot) this.spotNow = this.spot(step.spot);
    this.add(kind, step[this.tier], { scene: step.scene, required: true, plot: true });
  }

  spot(kind: SpotKind): Spot {
    const options = this.plan.world.spots[kind];
    const fresh = options.filter((spot) => !this.usedSpots.has(spot.name));
    const spot = this.random.pick(fresh.length > 0 ? fresh : options);
    this.usedSpots.add(spot.name);
    return spot;
  }

  creature(): Creature | undefined {
    const options = this.plan.world.creatures.filter((creature) => !creature.time || creature.time === this.time);
    const fresh = options.filter((creature) => !this.usedCreatures.has(creature));
    if (fresh.length === 0) return undefined;
    const creature = this.random.pick(fresh);
    this.usedCreatures.add(creature);
    return creature;
  }

  private render(entry: Entry): StoryUnit | undefined {
    const { composer } = this;
    composer.setTime(entry.time);
    composer.setSpot(entry.spot);
    composer.setFocus(entry.focus);
    composer.setCreature(entry.creature);
    for (const tag of entry.tags ?? []) composer.tags.add(tag);
    const calm = entry.phase === 'ending' && this.plan.calmEnding;
    const unit = composer.unit(entry.templates, { kind: entry.kind, phase: entry.phase, core: true, scene: entry.scene, calm, force: entry.required });
    for (const tag of entry.tags ?? []) composer.tags.delete(tag);
    if (!unit && entry.required) throw new Error(`The story library has no usable text for "${entry.kind}" in plot ${this.plan.plot.id}.`);
    return unit ? { ...unit, time: entry.time, spot: entry.spot, after: [] } : undefined;
  }

  /** Renders every entry, plot steps first, and returns the units in story order. */
  finish(): StoryUnit[] {
    const rendered = new Map<Entry, StoryUnit | undefined>();
    for (const entry of this.entries) if (entry.plot) rendered.set(entry, this.render(entry));
    for (const entry of this.entries) if (!entry.plot) rendered.set(entry, this.render(entry));
    this.composer.setSpot(undefined);
    this.composer.setFocus(undefined);
    this.composer.setCreature(undefined);
    this.composer.setTime(this.plan.plot.time);
    const units = this.entries.map((entry) => rendered.get(entry)).filter((unit): unit is StoryUnit => unit !== undefined);
    // An opening that already speaks of the interest needs no second paragraph about it.
    const interest = this.plan.interestText;
    const opening = units.find((unit) => unit.kind === 'opening');
    if (interest && opening?.text.includes(interest)) {
      const extra = units.findIndex((unit) => unit.kind === 'interest');
      if (extra >= 0) this.composer.forget(units.splice(extra, 1)[0]!);
    }
    return units;
  }
}

/** Builds the core with the given number of attempts (2 or more) and encounters along the way. */
export function buildCore(plan: StoryPlan, random: Random, attemptCount: number, encounterCount: number): Draft {
  const composer = new Composer(plan, random.fork('words'));
  const builder = new CoreBuilder(plan, composer, random.fork('choices'));
  const { beats, tier } = builder;
  const { plot } = plan;

  builder.enter('setup');
  // One line to open on, then straight into the scene: no list of the cast and their favourites.
  // The interest is named here because the turn comes back to it; the toy and colour come up where
  // they do something (packed for the trip, hugged at the end).
  const inScene = beats.opening.filter((template) => !template.includes('{hero.age}') && !template.includes('{toy}'));
  const openings = plan.interestText ? inScene.filter((template) => template.includes('{interest}')) : inScene.filter((template) => !template.includes('{interest}'));
  builder.add('opening', openings.length > 0 ? openings : inScene, { required: true });

  builder.enter('problem');
  builder.step('problem', plot.problem);
  builder.add('reaction', beats.reaction);
  // Companions are met as they join the plan, each with the one thing they are good at.
  for (const companion of plan.companions) {
    const intros = [...companionIntros[companion.kind][tier], ...(companion.desc && companion.kind !== 'world' ? companionIntros.described[tier] : [])];
    const roleIntros = roles[companion.role].intro[tier];
    builder.add('companion', intros.flatMap((intro) => roleIntros.map((role) => `${intro} ${role}`)), { required: true, focus: companion });
  }
  builder.add('decision', beats.decision, { required: true });
  // The toy and the colour come along for the trip: a line that brings both, if the parent gave both.
  const given = (['toy', 'colour'] as const).filter((favourite) => favourite === 'toy' ? plan.hero.favourites.toy || plan.hero.favourites.toyName : plan.hero.favourites.colour);
  if (given.length > 0) {
    const packing = favouriteMoments.packing[tier];
    const both = packing.filter((template) => given.every((favourite) => template.includes(`{${favourite}}`)) && composer.usable(template));
    builder.add('favourite', both.length > 0 ? both : packing.filter((template) => given.some((favourite) => template.includes(`{${favourite}}`))));
  } else builder.add('prepare', beats.prepare);

  // The echo near the end remembers the very moment the story showed.
  const lesson = lessons[plan.lesson];
  const variants = lesson.moment[tier].map((_, index) => index).filter((index) => composer.usable(lesson.moment[tier][index]!));
  const variant = random.pick(variants.length > 0 ? variants : [0]);
  const lessonMoment = lesson.moment[tier][variant]!;
  const lessonEcho = lesson.echo[tier][variant] ?? lesson.echo[tier][0]!;

  builder.enter('attempts');
  // Essential attempts are always told; the rest are a seeded pick. All keep the plot's own order.
  const count = Math.max(2, attemptCount);
  const optional = random.shuffle(plot.attempts.filter((attempt) => !attempt.essential));
  const chosen = new Set([...plot.attempts.filter((attempt) => attempt.essential), ...optional].slice(0, count));
  const attempts = plot.attempts.filter((attempt) => chosen.has(attempt));
  // Long stories borrow honest tries that suit any plot of this shape, placed between the plot's own.
  const suitable = spareAttempts[plot.shape].filter((attempt) => [...attempt.simple, ...attempt.rich].every((template) => !hasMisfit(template, plan.world.id, undefined)));
  const borrowed = random.shuffle(suitable).slice(0, Math.max(0, count - attempts.length));
  borrowed.forEach((attempt, index) => attempts.splice(Math.min(1 + index * 2, attempts.length - 1), 0, attempt));
  // Encounters sit between attempts, never after the last one, so the turning point follows a setback.
  const encounterAfter = new Set(random.shuffle(attempts.slice(0, -1).map((_, index) => index)).slice(0, encounterCount));
  attempts.forEach((attempt, index) => {
    builder.spotNow = attempt.spot ? builder.spot(attempt.spot) : undefined;
    if (builder.spotNow) builder.add('travel', beats.travel, { tags: index > 0 ? ['later'] : [] });
    builder.add('attempt', attempt[tier], { scene: attempt.scene, required: true, plot: true });
    // The youngest listeners hear the same short refrain after the first three tries, to join in with.
    builder.add('setback', plan.profile.band === 'little' && index < 3 ? refrains[plot.shape] : beats.setback, { required: true });
    if (index === 0) builder.add('lesson', [lessonMoment]);
    if (index === 0 && plan.hero.favourites.animal) builder.add('favourite', favouriteMoments.cheer[tier]);
    const creature = encounterAfter.has(index) ? builder.creature() : undefined;
    if (creature) builder.add('encounter', beats.encounter, { creature });
  });

  builder.enter('turn');
  builder.spotNow = undefined;
  builder.add('pause', beats.pause);
  // The insight leads to the plot's own turn; the interest is recalled there only if it leads the same way.
  const insights = methods[plan.method][tier];
  const recall = plan.hero.interest?.method === plan.method;
  builder.add('insight', recall ? insights : insights.filter((template) => !template.includes('{interest')), { required: true });
  builder.step('turn', plot.turn);

  builder.enter('resolution');
  builder.step('solve', plot.solve);
  builder.step('afterglow', plot.celebrate);
  builder.spotNow = undefined;

  builder.enter('ending');
  builder.add('homeward', beats.homeward);
  builder.add('echo', [lessonEcho]);
  if (plan.lessonLine) builder.add('moral', lessonSaid[tier], { required: true });
  builder.add('close', plan.calmEnding ? beats.closeCalm : beats.closeBright, { required: true });
  const units = builder.finish();
  // The parent's setting is where the story happens: said early if no plot step names it.
  const place = plan.place.name.toLowerCase();
  if (!units.some((unit) => unit.text.toLowerCase().includes(place))) {
    composer.setTime(plot.time);
    const where = composer.unit(placeSaid[tier], { kind: 'where', phase: 'setup', core: true, force: true });
    if (where) units.splice(units.findIndex((unit) => unit.kind === 'opening') + 1, 0, { ...where, time: plot.time, after: [] });
  }
  return { plan, composer, units };
}
