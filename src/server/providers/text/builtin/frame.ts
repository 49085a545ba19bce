/**
 * A roomy tale told for a parent's small setting: the tale happens at its own place, and the
 * parent's place (“Grandma’s kitchen”) is where the story starts and ends — the frame's opening
 * before the tale's opening, its ending after the tale's ending (`Frame` in library/types.ts).
 */
import type { Episode, Tale } from './library/types.ts';
import { isSmallSetting } from './setting.ts';

/** The frame's closing episodes: the parent's place is said short in them, having been said in full at the start. */
const closings = new WeakSet<Episode>();
const framed = new WeakMap<Tale, Tale>();

/** Whether this tale, chosen for this setting, is told at its own place inside a frame. */
export function needsFrame(tale: Tale, setting: string): boolean {
  return !!tale.anywhere && !!tale.roomy && !!tale.frame && isSmallSetting(setting);
}

/** The tale with its frame as its first and last episodes, both always told (a short telling for a short story), so the length chosen counts their words. */
export function framedTale(tale: Tale): Tale {
  const known = framed.get(tale);
  if (known) return known;
  const frame = tale.frame!;
  const opening: Episode = { kind: 'opening', tellings: frame.opening, scene: '{hero} {home.in}' };
  const ending: Episode = { kind: 'ending', tellings: frame.ending, scene: '{hero} back {home.in}' };
  closings.add(ending);
  const told: Tale = { ...tale, episodes: [opening, ...tale.episodes, ending] };
  framed.set(tale, told);
  return told;
}

/** Whether an episode is a frame's ending, told back at the parent's place. */
export function isFrameClosing(episode: Episode): boolean {
  return closings.has(episode);
}
