/**
 * The critic's sentence-level rules, applied while the story is written: a line that would use a
 * word foreign to the world or the hour, double a word, say again what an earlier line said, or
 * bring up a personal detail once too often is passed over for another phrasing.
 */
import { doubledPhrase } from '../critic/grammar.ts';
import { castListing, selfSpeech, stockFrame } from '../critic/telling.ts';
import { contentWords, detailBudget, isNearRepeat, nearRepeat } from '../critic/measures.ts';
import { hasMisfit, type TimeOfDay } from '../critic/vocabulary.ts';
import { splitSentences } from '../readability.ts';

interface Told {
  sentence: string;
  words: Set<string>;
}

export class LineChecks {
  /** Which told sentences use a word, so a new line is compared only with those it shares words with. */
  private readonly byWord = new Map<string, Set<Told>>();
  private readonly told = new Map<string, Told[]>();
  private readonly mentions = new Map<string, number>();
  /** Stock frames already used ("kept on going"): each is said at most once a story. */
  private readonly frames = new Map<string, number>();
  private readonly budget: number;
  private readonly patterns: Array<[string, RegExp]>;

  constructor(
    private readonly world: string,
    /** The parent's own words: a windy beach may have wind. */
    private readonly allowed: readonly string[],
    private readonly names: readonly string[],
    details: readonly string[],
    targetWords: number,
  ) {
    this.budget = detailBudget(targetWords);
    this.patterns = details.map((detail) => [detail, new RegExp(`(?<![\\p{L}])${detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu')]);
  }

  private repeats(sentence: string): boolean {
    const words = new Set(contentWords(sentence, this.names));
    if (words.size < 4) return false;
    const shared = new Map<Told, number>();
    for (const word of words) for (const told of this.byWord.get(word) ?? []) shared.set(told, (shared.get(told) ?? 0) + 1);
    for (const [told, count] of shared) if (isNearRepeat(told.words.size, words.size, count)) return true;
    return false;
  }

  /** Whether every sentence of a rendered line suits the story so far. */
  fits(text: string, time: TimeOfDay, needed = false): boolean {
    const sentences = splitSentences(text);
    if (selfSpeech(text, this.names[0]!)) return false;
    for (const [index, sentence] of sentences.entries()) {
      if (hasMisfit(sentence, this.world, time, this.allowed)) return false;
      if (doubledPhrase(sentence)) return false;
      if (this.repeats(sentence)) return false;
      // Two sentences of one line can echo each other too ("… a dog going woof. Can you hear a dog going woof?").
      if (sentences.slice(0, index).some((earlier) => nearRepeat(earlier, sentence, this.names))) return false;
      const frame = stockFrame(sentence);
      if (frame && (this.frames.get(frame) ?? 0) > 0) return false;
      if (castListing(sentence)) return false;
    }
    for (const [detail, pattern] of this.patterns) {
      const count = sentences.filter((sentence) => pattern.test(sentence)).length;
      // Optional lines leave one mention free for a beat the plot cannot do without.
      if (count > 0 && (this.mentions.get(detail) ?? 0) + count > this.budget - (needed ? 0 : 1)) return false;
    }
    return true;
  }

  record(text: string): void {
    const sentences = splitSentences(text);
    for (const sentence of sentences) {
      const frame = stockFrame(sentence);
      if (frame) this.frames.set(frame, (this.frames.get(frame) ?? 0) + 1);
      const told = { sentence, words: new Set(contentWords(sentence, this.names)) };
      this.told.set(sentence, [...(this.told.get(sentence) ?? []), told]);
      for (const word of told.words) {
        let set = this.byWord.get(word);
        if (!set) this.byWord.set(word, (set = new Set()));
        set.add(told);
      }
    }
    for (const [detail, pattern] of this.patterns) {
      const count = sentences.filter((sentence) => pattern.test(sentence)).length;
      if (count > 0) this.mentions.set(detail, (this.mentions.get(detail) ?? 0) + count);
    }
  }

  forget(text: string): void {
    for (const sentence of splitSentences(text)) {
      const frame = stockFrame(sentence);
      if (frame) this.frames.set(frame, Math.max(0, (this.frames.get(frame) ?? 0) - 1));
      const told = this.told.get(sentence)?.pop();
      if (told) for (const word of told.words) this.byWord.get(word)?.delete(told);
      for (const [detail, pattern] of this.patterns) if (pattern.test(sentence)) this.mentions.set(detail, Math.max(0, (this.mentions.get(detail) ?? 0) - 1));
    }
  }
}
