/** A credits ledger row in plain words: "Welcome credits +10", "Spent on “Title” −2". */
import type { z } from 'zod';
import type { creditHistoryEntry } from '@shared/schemas/credits.ts';

export type CreditHistoryEntry = z.infer<typeof creditHistoryEntry>;

/** The story a row is about, by id; a deleted story is no longer in the list. */
export type StoryTitles = ReadonlyMap<string, string>;

function storyName(entry: CreditHistoryEntry, titles: StoryTitles): string {
  const title = entry.storyId ? titles.get(entry.storyId) : undefined;
  return title ? `“${title}”` : 'a story that has since been deleted';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The reason after "Refund: " in the ledger's note, if it gives one. */
function reasonOf(note: string): string | null {
  const match = /^Refund:\s*(.+)$/i.exec(note.trim());
  return match?.[1] ?? null;
}

export function describeEntry(entry: CreditHistoryEntry, titles: StoryTitles): string {
  switch (entry.kind) {
    case 'grant':
      return entry.note || 'Free credits';
    case 'purchase':
      return entry.note ? `Bought: ${entry.note}` : 'Credits bought';
    case 'reserve':
      if (entry.state === 'spent') return `Spent on ${storyName(entry, titles)}`;
      if (entry.state === 'refunded') return `Set aside for ${storyName(entry, titles)}, then given back`;
      return `Reserved for ${storyName(entry, titles)}`;
    case 'commit':
      return `${capitalise(storyName(entry, titles))} was finished, so the credits set aside for it are spent`;
    case 'refund': {
      const reason = reasonOf(entry.note);
      return `Refund for ${storyName(entry, titles)}${reason ? `: ${reason}` : ''}`;
    }
    case 'adjustment':
      return entry.note ? `${entry.amount >= 0 ? 'Added' : 'Removed'} by Storyloom: ${entry.note}` : 'Adjusted by Storyloom';
    case 'reversal':
      return entry.note || 'Credits taken back after a refunded payment';
  }
}

/** "+10", "−2" (a real minus sign), or "no change" for a row that only settles a reservation. */
export function formatAmount(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return 'no change';
}
