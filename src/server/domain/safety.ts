/**
 * The child-safety check for story text and for what parents type (setting, lesson, names).
 * Word and phrase lists live in safety-lists.ts; the age of the story's hero decides which of
 * them apply (stricter under 7). A finding names its category and the words that matched, so a
 * parent can be told exactly what to change.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { AppError } from '../errors.ts';
import { allowedPhrases, blockedTerms, safetyCategories, type SafetyCategory } from './safety-lists.ts';

export type AgeBand = 'under-7' | '7-12' | '13-plus';

export function ageBand(age: number): AgeBand {
  if (age < 7) return 'under-7';
  if (age < 13) return '7-12';
  return '13-plus';
}

export interface SafetyFinding {
  category: SafetyCategory;
  /** The word or phrase as it appears in the list. */
  term: string;
  /** Whether it is never suitable or only unsuitable at this age. */
  scope: 'always' | 'for-age';
}

export interface SafetyResult {
  ok: boolean;
  findings: SafetyFinding[];
}

interface Matcher {
  category: SafetyCategory;
  term: string;
  scope: SafetyFinding['scope'];
}

interface CompiledList {
  words: Map<string, Matcher>;
  prefixes: Array<[string, Matcher]>;
  phrases: Array<[RegExp, Matcher]>;
}

const phraseSource = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => (word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}[a-z]*` : escapeRegExp(word)))
    .join("[\\s-]+(?:'s\\s+)?");

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const allowedPattern = new RegExp(`(?<![a-z])(?:${allowedPhrases.map(phraseSource).join('|')})(?![a-z])`, 'g');

/**
 * The `obscenity` library's English profanity list, with its own defences against disguises
 * (spaced-out, repeated and look-alike letters); our lists add violence, fear and adult themes.
 */
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const compiled = new Map<AgeBand, CompiledList>();

function compile(band: AgeBand): CompiledList {
  const cached = compiled.get(band);
  if (cached) return cached;
  const list: CompiledList = { words: new Map(), prefixes: [], phrases: [] };
  for (const category of safetyCategories) {
    const terms = blockedTerms[category];
    const groups: Array<[readonly string[], SafetyFinding['scope']]> = [[terms.always, 'always']];
    if (band !== '13-plus') groups.push([terms.underThirteen, 'for-age']);
    if (band === 'under-7') groups.push([terms.underSeven, 'for-age']);
    for (const [entries, scope] of groups) {
      for (const term of entries) {
        const matcher = { category, term, scope };
        if (term.includes(' ')) {
          list.phrases.push([new RegExp(`(?<![a-z])${phraseSource(term)}(?![a-z])`), matcher]);
        } else if (term.endsWith('*')) {
          list.prefixes.push([term.slice(0, -1), matcher]);
        } else {
          list.words.set(term, matcher);
        }
      }
    }
  }
  compiled.set(band, list);
  return list;
}

/** Lower case, accents dropped, curly apostrophes straightened: “Fück” and “fuck” look alike. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”]/g, '"');
}

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** The spellings a word may hide behind: digits for letters (sh1t) and stretched letters (fuuuck). */
function variants(token: string): string[] {
  const out = new Set([token]);
  if (/[a-z]/.test(token) && /[0-9@$]/.test(token)) out.add(token.replace(/[0-9@$]/g, (char) => leet[char] ?? char));
  for (const value of [...out]) out.add(value.replace(/([a-z])\1{2,}/g, '$1'));
  return [...out];
}

export interface SafetyOptions {
  /** The hero's age in years: the lists are stricter for younger children. */
  age: number;
  /** Names of the story's characters: a child called Gun is not a weapon. */
  ignore?: readonly string[];
}

export function checkText(text: string, { age, ignore = [] }: SafetyOptions): SafetyResult {
  const list = compile(ageBand(age));
  let normalised = normalise(text);
  for (const name of ignore) {
    const clean = normalise(name).trim();
    if (clean) normalised = normalised.replace(new RegExp(`(?<![a-z])${escapeRegExp(clean)}(?![a-z])`, 'g'), ' ');
  }
  normalised = normalised.replace(allowedPattern, ' ');

  const found = new Map<string, SafetyFinding>();
  const add = (matcher: Matcher) => found.set(`${matcher.category}:${matcher.term}`, { ...matcher });

  for (const [pattern, matcher] of list.phrases) if (pattern.test(normalised)) add(matcher);

  for (const raw of normalised.match(/[a-z0-9@$*#']+/g) ?? []) {
    const token = raw.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '').replace(/'s$/, '');
    if (!token) continue;
    // A masked swear word (f*ck, sh#t) is still one; a story never needs the disguise.
    if (/[a-z][*#]+[a-z]/.test(token)) {
      add({ category: 'profanity', term: token, scope: 'always' });
      continue;
    }
    for (const candidate of variants(token.replace(/'/g, ''))) {
      const exact = list.words.get(candidate);
      if (exact) add(exact);
      for (const [prefix, matcher] of list.prefixes) if (candidate.startsWith(prefix)) add(matcher);
    }
  }
  for (const match of profanity.getAllMatches(normalised)) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    // One finding per word: ours ("fuck*") and the library's ("fuck") name the same thing.
    const stems = [...found.values()].filter((finding) => finding.category === 'profanity').map((finding) => finding.term.replace(/\*$/, ''));
    if (word && !stems.some((stem) => stem.startsWith(word) || word.startsWith(stem))) add({ category: 'profanity', term: word, scope: 'always' });
  }
  const findings = [...found.values()];
  return { ok: findings.length === 0, findings };
}

export interface CheckedInput {
  /** The request field, as the API reports it (`setting`, `extraCharacters.0.name`). */
  field: string;
  /** How a parent would name it in a sentence: "the setting". */
  label: string;
  value: string | undefined;
}

function shownTerm(term: string): string {
  return term.replace(/\*$/, '…');
}

/**
 * Checks what a parent typed; the first unsuitable field becomes a 400 that names the field and
 * the words to change.
 */
export function assertSafeInputs(inputs: readonly CheckedInput[], options: SafetyOptions): void {
  for (const input of inputs) {
    if (!input.value) continue;
    const result = checkText(input.value, options);
    if (result.ok) continue;
    const terms = result.findings.map((finding) => `“${shownTerm(finding.term)}”`).join(', ');
    const audience = result.findings.every((finding) => finding.scope === 'for-age')
      ? `a story for a ${options.age}-year-old`
      : 'a children’s story';
    throw new AppError(
      'VALIDATION_FAILED',
      `Please reword ${input.label}: ${terms} ${result.findings.length === 1 ? 'doesn’t' : 'don’t'} suit ${audience}.`,
      input.field,
    );
  }
}
