/**
 * Lays down the story's core: every beat the arc needs, in order — setup, problem, two or more
 * attempts, the turning point, the resolution and the ending — before any optional detail.
 */
import { Composer, type Unit, type UnitOptions } from './composer.ts';
import { beatLibraries } from './library/beats/index.ts';
import { companionIntros, roles } from './library/companions.ts';
import { lessons } from './library/lessons.ts';
import { methods } from './library/methods.ts';
import { calmCloseScene, scenes } from './library/scenes.ts';
import type { CoreKind, Phase } from './library/structure.ts';
import type { Creature, PlotStep, Spot, SpotKind, TimeOfDay } from './library/types.ts';
import type { StoryPlan } from './plan.ts';
import type { Random } from './random.ts';

export interface StoryUnit extends Unit {
  time: TimeOfDay;
  /** Optional beats placed right after this one. */
  after: StoryUnit[];
}

export interface Draft {
  plan: StoryPlan;
  composer: Composer;
  units: StoryUnit[];
}

export function draftWords(draft: Draft): number {
  return draft.units.reduce((sum, unit) => sum + unit.words + unit.after.reduce((inner, child) => inner + child.words, 0), 0);
}

class CoreBuilder {
  readonly units: StoryUnit[] = [];
  private readonly usedSpots = new Set<string>();
  private readonly usedCreatures = new Set<Creature>();
  private phase: Phase = 'setup';
  private time: TimeOfDay;

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
    if (phase === 'ending' && this.plan.calmEnding) {
      this.time = 'night';
      this.composer.setTime('night');
    }
  }

  add(kind: CoreKind, templates: readonly string[], extra: Partial<UnitOptions> & { required?: boolean } = {}): StoryUnit | undefined {
    const calm = this.phase === 'ending' && this.plan.calmEnding;
    const scene = extra.scene ?? (kind === 'close' && calm ? calmCloseScene : scenes[kind]);
    const unit = this.composer.unit(templates, { kind, phase: this.phase, core: true, scene, calm, ...extra });
    if (!unit) {
      if (extra.required) throw new Error(`The story library has no usable text for "${kind}" in plot ${this.plan.plot.id}.`);
      return undefined;
    }
    const storyUnit: StoryUnit = { ...unit, time: this.time, after: [] };
    this.units.push(storyUnit);
    return storyUnit;
  }

  step(kind: CoreKind, step: PlotStep): void {
    this.composer.setSpot(step.spot ? this.spot(step.spot) : undefined);
    this.add(kind, step[this.tier], { scene: step.scene, required: true });
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
}

/** Builds the core with the given number of attempts (2 or more) and encounters along the way. */
export function buildCore(plan: StoryPlan, random: Random, attemptCount: number, encounterCount: number): Draft {
  const composer = new Composer(plan, random.fork('words'));
  const builder = new CoreBuilder(plan, composer, random.fork('choices'));
  const { beats, tier } = builder;
  const { plot, hero } = plan;

  builder.enter('setup');
  const opening = builder.add('opening', beats.opening, { required: true });
  if (plan.interestText && !opening?.text.includes(plan.interestText)) builder.add('interest', beats.interestMoment);
  for (const favourite of ['colour', 'toy', 'animal'] as const) {
    if (!hero.favourites[favourite]) continue;
    const mentioned = builder.units.some((unit) => unit.text.includes(hero.favourites[favourite]!));
    if (!mentioned) builder.add('favourite', beats.favourite.filter((template) => template.includes(`{${favourite}}`)));
  }
  for (const companion of plan.companions) {
    composer.setFocus(companion);
    const intros = [...companionIntros[companion.kind][tier], ...(companion.desc && companion.kind !== 'world' ? companionIntros.described[tier] : [])];
    const roleIntros = roles[companion.role].intro[tier];
    builder.add('companion', intros.flatMap((intro) => roleIntros.map((role) => `${intro} ${role}`)), { required: true });
  }
  composer.setFocus(undefined);

  builder.enter('problem');
  builder.step('problem', plot.problem);
  builder.add('reaction', beats.reaction);
  builder.add('decision', beats.decision, { required: true });
  builder.add('prepare', beats.prepare);

  builder.enter('attempts');
  const attempts = random.shuffle(plot.attempts).slice(0, Math.max(2, attemptCount));
  // Encounters sit between attempts, never after the last one, so the turning point follows a setback.
  const encounterAfter = new Set(random.shuffle(attempts.slice(0, -1).map((_, index) => index)).slice(0, encounterCount));
  attempts.forEach((attempt, index) => {
    const spot = attempt.spot ? builder.spot(attempt.spot) : undefined;
    composer.setSpot(spot);
    if (spot) builder.add('travel', beats.travel);
    if (beats.attemptLead.length > 0 && spot) builder.add('attemptLead', beats.attemptLead);
    builder.add('attempt', attempt[tier], { scene: attempt.scene, required: true });
    builder.add('setback', beats.setback, { required: true });
    if (index === 0) builder.add('lesson', lessons[plan.lesson].moment[tier]);
    if (encounterAfter.has(index)) {
      const creature = builder.creature();
      composer.setCreature(creature);
      if (creature) builder.add('encounter', beats.encounter);
      composer.setCreature(undefined);
    }
  });

  builder.enter('turn');
  composer.setSpot(undefined);
  builder.add('pause', beats.pause);
  builder.add('insight', methods[plan.method][tier], { required: true });
  builder.step('turn', plot.turn);

  builder.enter('resolution');
  builder.step('solve', plot.solve);
  builder.step('afterglow', plot.celebrate);
  composer.setSpot(undefined);

  builder.enter('ending');
  builder.add('homeward', beats.homeward);
  builder.add('echo', lessons[plan.lesson].echo[tier]);
  builder.add('close', plan.calmEnding ? beats.closeCalm : beats.closeBright, { required: true });
  return { plan, composer, units: builder.units };
}
