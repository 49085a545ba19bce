/**
 * Length control. Optional beats — a sound, a joke, a worry said aloud — are added after the core
 * beats they suit, phase by phase in proportion, until the story is within a few per cent of its
 * target; a core too long for a very short story sheds its droppable beats instead.
 */
import { draftWords, type Draft, type StoryUnit } from './build.ts';
import { beatLibraries } from './library/beats/index.ts';
import type { BeatKind } from './library/beats/kinds.ts';
import { roles } from './library/companions.ts';
import type { DialogueFunction } from './library/dialogue.ts';
import { lessons } from './library/lessons.ts';
import { droppable, followOrder, followUps, phaseShare, phases, type CoreKind, type FollowKind, type Phase } from './library/structure.ts';
import { dialogueTemplates, exchangeTemplates } from './speech.ts';

const beatFollows = new Set<FollowKind>([
  'sensory', 'weather', 'thought', 'rest', 'memory', 'interestMoment', 'celebrate',
  'morning', 'investigate', 'doubt', 'plan', 'effort', 'farewell', 'bedtime', 'evening', 'place', 'attemptLead', 'count',
]);
/** Beats that would sound repetitive more than this many times in one story. */
const caps: Partial<Record<FollowKind, number>> = { roleMoment: 4, thought: 20, plan: 10, doubt: 10, investigate: 16, rest: 16, weather: 10, memory: 8, effort: 12, interestMoment: 1, morning: 2, farewell: 2, evening: 2, bedtime: 3, attemptLead: 3, lessonMoment: 1, place: 12 };
const shortKinds = new Set<FollowKind>(['banter', 'cheer', 'wonder', 'worry', 'whisper']);
const dialogueFollows = new Set<FollowKind>(['worry', 'cheer', 'banter', 'encourage', 'thanks', 'wonder', 'whisper']);

/** The aim is the middle of the ±10 % band, with room either side for the last beat added. */
const lowAim = 0.97;
const ceiling = 1.06;
const rounds = 24;

function followTemplates(draft: Draft, kind: FollowKind): readonly string[] {
  const { plan, composer } = draft;
  const { band, tier } = plan.profile;
  const speakers = { talker: composer.slots.has('talker'), needy: plan.plot.needy?.talks ?? false };
  // A night story does not go back to breakfast.
  if (kind === 'morning' && plan.plot.time === 'night') return [];
  // Indoors at bedtime there is no weather to speak of and no picnic to stop for.
  if ((kind === 'weather' || kind === 'rest') && plan.world.id === 'home') return [];
  if (beatFollows.has(kind)) return beatLibraries[band][kind as BeatKind];
  const manner = plan.profile.joinRate;
  if (kind === 'whisper' && !plan.calmEnding) return [];
  if (dialogueFollows.has(kind)) return dialogueTemplates(kind as DialogueFunction, band, speakers, composer.random, manner);
  if (kind === 'exchange') return exchangeTemplates(band, speakers, composer.random, manner);
  if (kind === 'lessonMoment') return lessons[plan.lesson].moment[tier];
  return [];
}

class Expansion {
  private readonly templates = new Map<FollowKind, readonly string[]>();
  private readonly phaseTotals = new Map<Phase, number>();
  private readonly used = new Map<FollowKind, number>();
  /** Kinds that keep failing have nothing new left to say; trying them again only wastes time. */
  readonly failures = new Map<FollowKind, number>();
  total: number;

  constructor(
    readonly draft: Draft,
    readonly target: number,
  ) {
    this.total = draftWords(draft);
    for (const phase of phases) {
      const words = draft.units
        .filter((unit) => unit.phase === phase)
        .reduce((sum, unit) => sum + unit.words + unit.after.reduce((inner, child) => inner + child.words, 0), 0);
      this.phaseTotals.set(phase, words);
    }
  }

  /** The kinds used least so far come first, so a long story is not mostly scenery. */
  byVariety(kinds: FollowKind[]): FollowKind[] {
    // Older readers get fewer one-line remarks and more of the longer beats.
    const chatter = Math.round(this.draft.plan.profile.joinRate * 3 * (this.draft.plan.profile.band === 'older' ? 1 : 0));
    const weight = (kind: FollowKind) => (this.used.get(kind) ?? 0) + (kind === 'sensory' ? 1 : 0) + (shortKinds.has(kind) ? chatter : 0);
    return kinds.sort((a, b) => weight(a) - weight(b));
  }

  /** Phases furthest below their share of the target come first. */
  phaseOrder(): Phase[] {
    return [...phases].sort((a, b) => this.phaseTotals.get(a)! / phaseShare[a] - this.phaseTotals.get(b)! / phaseShare[b]);
  }

  private templatesFor(kind: FollowKind): readonly string[] {
    const { composer, plan } = this.draft;
    if (kind === 'roleMoment') {
      const companion = composer.random.pick(plan.companions);
      composer.setFocus(companion);
      return roles[companion.role].moment[plan.profile.tier];
    }
    let templates = this.templates.get(kind);
    if (!templates) {
      templates = followTemplates(this.draft, kind);
      this.templates.set(kind, templates);
    }
    return templates;
  }

  /** Adds one optional beat after the anchor, if one fits in the room left and says something new. */
  grow(anchor: StoryUnit, kind: FollowKind): boolean {
    const { composer, plan } = this.draft;
    composer.setTime(anchor.time);
    composer.setSpot(anchor.spot);
    const calm = anchor.phase === 'ending' && plan.calmEnding;
    if ((this.failures.get(kind) ?? 0) >= 16 || (this.used.get(kind) ?? 0) >= (caps[kind] ?? Infinity)) return false;
    const unit = composer.unit(this.templatesFor(kind), { kind, phase: anchor.phase, core: false, calm, budget: 8 });
    composer.setFocus(undefined);
    composer.setSpot(undefined);
    if (!unit) {
      this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1);
      return false;
    }
    this.failures.set(kind, 0);
    if (unit.words > this.target * ceiling - this.total) {
      composer.forget(unit);
      return false;
    }
    anchor.after.push({ ...unit, time: anchor.time, spot: anchor.spot, after: [] });
    anchor.followKinds.add(kind);
    this.used.set(kind, (this.used.get(kind) ?? 0) + 1);
    this.total += unit.words;
    this.phaseTotals.set(anchor.phase, this.phaseTotals.get(anchor.phase)! + unit.words);
    return true;
  }
}

export function expand(draft: Draft, target: number): void {
  const { units, composer } = draft;
  const expansion = new Expansion(draft, target);
  const anchorsByPhase = new Map(phases.map((phase) => [phase, units.filter((unit) => unit.phase === phase && followUps[unit.kind as CoreKind]?.length)]));
  // Later rounds let an anchor take another beat of a kind it already has (long stories).
  for (let round = 0; round < rounds && expansion.total < target * lowAim; round++) {
    const tried = new Map<StoryUnit, Set<FollowKind>>();
    expansion.failures.clear();
    let progress = true;
    while (expansion.total < target * lowAim && progress) {
      progress = false;
      for (const phase of expansion.phaseOrder()) {
        const anchors = composer.random.shuffle(anchorsByPhase.get(phase)!).sort((a, b) => a.after.length - b.after.length);
        for (const anchor of anchors) {
          const seen = tried.get(anchor) ?? new Set<FollowKind>();
          tried.set(anchor, seen);
          const kinds = followUps[anchor.kind as CoreKind].filter((kind) => !seen.has(kind) && (round > 0 || !anchor.followKinds.has(kind)));
          for (const kind of expansion.byVariety(composer.random.shuffle(kinds))) {
            seen.add(kind);
            if (expansion.grow(anchor, kind)) {
              progress = true;
              break;
            }
          }
          if (progress) break;
        }
        if (progress) break;
      }
    }
  }
  const rank = (unit: StoryUnit) => followOrder[unit.kind as FollowKind] ?? 2;
  for (const unit of units) unit.after.sort((a, b) => rank(a) - rank(b));
  composer.setTime(draft.plan.plot.time);
}

/** Drops droppable core beats, last ones first, while a short story's core is over its target. */
export function trim(draft: Draft, target: number): void {
  for (const kind of droppable) {
    for (let index = draft.units.length - 1; index >= 0; index--) {
      if (draftWords(draft) <= target * 1.04) return;
      const unit = draft.units[index]!;
      if (unit.kind !== kind) continue;
      draft.composer.forget(unit);
      draft.units.splice(index, 1);
    }
  }
}
