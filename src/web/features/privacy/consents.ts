/**
 * How the separate consents of docs/product.md are named and explained to parents. The wording
 * matches the children's privacy notice on /coppa-compliance.
 */
import { consentKinds, type ConsentKind, type ConsentState } from '@shared/schemas/account.ts';
import { formatLongDate } from '@shared/dates.ts';

export interface ConsentCopy {
  number: number;
  title: string;
  /** What the parent agrees to, in one or two sentences. */
  summary: string;
  /** What changes when it is revoked. */
  whenRevoked: string;
  /** The confirming button, when revoking does more than stop something (it deletes). */
  revokeLabel?: string;
}

export const consentCopy: Record<ConsentKind, ConsentCopy> = {
  'child-data': {
    number: 1,
    title: 'Collection and use for stories',
    summary:
      "Storyloom stores the details you give about your child — name, age, appearance, interests and any portraits — and uses them to write and illustrate their stories. Needed for child profiles.",
    whenRevoked:
      "Child profiles, portraits and new stories about your children are locked until you give this consent again. Nothing is deleted: to erase it, use the deletion options on this page.",
  },
  'ai-provider': {
    number: 2,
    title: 'Disclosure to an outside AI provider',
    summary:
      "Only asked for when this Storyloom installation uses an outside AI provider for text, pictures or voices. Without it, stories are made by the engines built into Storyloom, and your child’s name, portraits and voice stay here.",
    whenRevoked: "Storyloom stops sending your child’s name, portraits or voice to outside AI services.",
  },
  'community-library': {
    number: 3,
    title: 'Publishing to the community library',
    summary:
      "Lets you share a story with other families. A published story uses a hero name you choose instead of your child’s, never shows portraits, and appears only after an administrator approves it.",
    whenRevoked: 'Every story you published is taken out of the community library at once, and you cannot publish again until you give this consent again.',
  },
  'voice-recording': {
    number: 4,
    title: 'Recording your voice',
    summary:
      "Lets you record your own narration of a story, or a voice sample to make a cloned voice. A recording of your voice is biometric data under the 2025 COPPA rule: it is kept on this server for you alone, used only to play your narration, time its words and (for a sample) make your cloned voice, never published or shown on share links, never sent to an outside provider without consent 2, and deleted when you delete it, revoke this consent or close your account.",
    whenRevoked:
      'Every recording of your voice is deleted at once and for good: your recorded pages, your voice samples and your cloned voices, which are also deleted at the outside voice service. Stories keep their other narration. You cannot record again until you give this consent again.',
    revokeLabel: 'Revoke consent and delete my recordings',
  },
};

export const orderedConsents = consentKinds.map((kind) => ({ kind, ...consentCopy[kind] }));

const methodLabels: Record<string, string> = {
  'account-holder': 'by you in your account',
  'parent-email-link': 'by a parent through the emailed consent link',
};

/** "Given on November 3, 2026 (given by you in your account)" or "Not given". */
export function describeConsentState(state: ConsentState): string {
  if (!state.at) return 'Not given yet';
  const when = formatLongDate(state.at);
  if (!state.granted) return state.method === 'parent-email-link' ? `Refused by a parent on ${when}` : `Revoked on ${when}`;
  const method = state.method ? methodLabels[state.method] ?? state.method : null;
  return method ? `Given ${method} on ${when}` : `Given on ${when}`;
}

/** How a consent that was never put to the parent reads: consent 2 when no outside AI provider is set up. */
export const notAskedText = 'Not asked: no outside AI provider is set up here';

/**
 * Consent 2 is asked only when an outside AI provider is configured. Without one it was never a
 * question — whatever an older sign-up recorded — so it must not read as refused or withdrawn.
 */
export function isNotAsked(kind: ConsentKind, state: Pick<ConsentState, 'granted'>, outsideProviderSetUp: boolean): boolean {
  return kind === 'ai-provider' && !outsideProviderSetUp && !state.granted;
}

/** One line of the consent history: "Consent 1 given: Collection and use for stories". */
export function consentHistoryLine(kind: ConsentKind, granted: boolean, outsideProviderSetUp: boolean): string {
  const copy = consentCopy[kind];
  if (isNotAsked(kind, { granted }, outsideProviderSetUp)) return `Consent ${copy.number} not asked (no outside AI provider is set up here): ${copy.title}`;
  return `Consent ${copy.number} ${granted ? 'given' : 'withdrawn'}: ${copy.title}`;
}
