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
import { droppable, followUps, phaseShare, phases, type CoreKind, type FollowKind, type Phase } from './library/structure.ts';
import { dialogueTemplates, exchangeTemplates } from './speech.ts';

const beatFollows = new Set<FollowKind>(['sensory', 'weather', 'thought', 'rest', 'memory', 'interestMoment', 'celebrate']);
const dialogueFollows = new Set<FollowKind>(['worry', 'cheer', 'banter', 'encourage', 'thanks', 'wonder', 'whisper']);

/** The aim is the middle of the ±10 % band, with room either side for the last beat added. */
const lowAim = 0.97;
const ceiling = 1.06;

function followTemplates(draft: Draft, kind: FollowKind): string[] {
  const { plan, composer } = draft;
  const { band, tier } = plan.profile;
  const speakers = { talker: composer.slots.has('talker'), needy: plan.plot.needy?.talks ?? false };
  if (kind === 'sensory') {
    // Two details at once read as a moment of looking around rather than a list.
    const pool = beatLibraries[band].sensory;
    const pairs = composer.random.shuffle(pool).flatMap((first, index, all) => (index % 2 === 0 && all[index + 1] ? [`${first} ${all[index + 1]}`] : []));
    return [...pairs, ...pool];
  }
  if (beatFollows.has(kind)) return [...beatLibraries[band][kind as BeatKind]];
  if (dialogueFollows.has(kind)) return dialogueTemplates(kind as DialogueFunction, band, speakers, composer.random);
  if (kind === 'exchange') return exchangeTemplates(band, speakers, composer.random);
  if (kind === 'lessonMoment') return [...lessons[plan.lesson].moment[tier]];
  if (kind === 'roleMoment') {
    const companion = composer.random.pick(plan.companions);
    composer.setFocus(companion);
    return [...roles[companion.role].moment[tier]];
  }
  return [];
}

function phaseWords(units: readonly StoryUnit[], phase: Phase): number {
  return units
    .filter((unit) => unit.phase === phase)
    .reduce((sum, unit) => sum + unit.words + unit.after.reduce((inner, child) => inner + child.words, 0), 0);
}

function tryFollow(draft: Draft, anchor: StoryUnit, kind: FollowKind, room: number): StoryUnit | undefined {
  const { composer, plan } = draft;
  composer.setTime(anchor.time);
  const templates = followTemplates(draft, kind);
  const calm = anchor.phase === 'ending' && plan.calmEnding;
  const unit = composer.unit(templates, { kind, phase: anchor.phase, core: false, calm });
  composer.setFocus(undefined);
  if (!unit) return undefined;
  if (unit.words > room) {
    composer.forget(unit);
    return undefined;
  }
  return { ...unit, time: anchor.time, after: [] };
}

export function expand(draft: Draft, target: number): void {
  const { units, composer } = draft;
  let total = draftWords(draft);
  const tried = new Map<StoryUnit, Set<FollowKind>>();
  // Later rounds let an anchor take another beat of a kind it already has (long stories).
  for (let round = 0; round < 4 && total < target * lowAim; round++) {
    tried.clear();
    let progress = true;
    while (total < target * lowAim && progress) {
      progress = false;
      const order = [...phases].sort((a, b) => phaseWords(units, a) / phaseShare[a] - phaseWords(units, b) / phaseShare[b]);
      for (const phase of order) {
        const anchors = composer.random
          .shuffle(units.filter((unit) => unit.phase === phase && followUps[unit.kind as CoreKind]?.length))
          .sort((a, b) => a.after.length - b.after.length);
        for (const anchor of anchors) {
          const seen = tried.get(anchor) ?? new Set<FollowKind>();
          tried.set(anchor, seen);
          const kinds = followUps[anchor.kind as CoreKind].filter((kind) => !seen.has(kind) && (round > 0 || !anchor.followKinds.has(kind)));
          for (const kind of composer.random.shuffle(kinds)) {
            seen.add(kind);
            const unit = tryFollow(draft, anchor, kind, target * ceiling - total);
            if (!unit) continue;
            anchor.after.push(unit);
            anchor.followKinds.add(kind);
            total += unit.words;
            progress = true;
            break;
          }
          if (progress) break;
        }
        if (progress) break;
      }
    }
  }
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
