/**
 * The wizard's answers, kept in the browser under `story-builder-state-{userId}` so a reload or a
 * sign-in detour loses nothing (logout removes every story-builder-state key, docs/product.md §3/§4).
 */
import { z } from 'zod';
import { readingLevels, storyLengths, defaultStoryLength, type ReadingLevel, type StoryLength } from '@shared/reading.ts';
import {
  availableNarrationVoices,
  extraCharacterInput,
  illustrationStyleIds,
  type CreateStoryRequest,
  type ExtraCharacterInput,
  type IllustrationStyle,
} from '@shared/schemas/stories.ts';
import type { TemplateCard } from '@shared/schemas/templates.ts';
import { storyThemeIds, type StoryThemeId } from '@shared/story-themes.ts';
import { defaultNarratorVoice, narratorVoiceIds, type NarratorVoiceId } from '@shared/narration.ts';
import { storyBuilderStatePrefix } from '../auth/session.ts';

export const stepIds = ['hero', 'characters', 'idea', 'setting', 'length', 'style', 'voice', 'review'] as const;
export type StepId = (typeof stepIds)[number];

export const stepTitles: Record<StepId, string> = {
  hero: 'Hero',
  characters: 'Extra characters',
  idea: 'Theme or template',
  setting: 'Setting and lesson',
  length: 'Length',
  style: 'Illustrations',
  voice: 'Narration',
  review: 'Review',
};

/** A template carries what the wizard shows and fills from it, so nothing needs looking up again. */
export type TemplateIdea = { kind: 'template'; templateId: string; title: string; theme: StoryThemeId; setting: string; lesson: string };
export type StoryIdea = { kind: 'theme'; theme: StoryThemeId } | TemplateIdea;
export type TemplateChoice = Pick<TemplateCard, 'id' | 'title' | 'theme' | 'setting'> & { lesson?: string | null };

/** A cloned voice is offered once the parent has made one on /voice-cloning. */
export type WizardVoice = 'none' | 'standard' | 'cloned';

export interface WizardState {
  step: StepId;
  /** The furthest step reached: the step list lets the parent jump back to any of these. */
  furthest: number;
  heroChildId: string | null;
  extraCharacters: ExtraCharacterInput[];
  idea: StoryIdea | null;
  setting: string;
  lesson: string;
  length: StoryLength;
  /** This story's own reading level; null keeps the hero's (docs/product.md "Story"). */
  readingLevel: ReadingLevel | null;
  illustrationStyle: IllustrationStyle;
  voice: WizardVoice;
  /** Which built-in voice reads a narrated story. */
  narrator: NarratorVoiceId;
  /** Which of the parent's cloned voices reads it, for voice `cloned`. */
  clonedVoiceId: string | null;
  /** The hero's encrypted portrait the parent chose to send, unlocked, for this story's reference picture. */
  unlockedPortraitId: string | null;
}

export const initialWizardState: WizardState = {
  step: 'hero',
  furthest: 0,
  heroChildId: null,
  extraCharacters: [],
  idea: null,
  setting: '',
  lesson: '',
  length: defaultStoryLength,
  readingLevel: null,
  illustrationStyle: 'storybook',
  voice: 'none',
  narrator: defaultNarratorVoice,
  clonedVoiceId: null,
  unlockedPortraitId: null,
};

/** What was saved may be from an older version of the app, or edited by hand: each part is checked. */
const savedState = z.object({
  step: z.enum(stepIds).catch('hero'),
  furthest: z.number().int().min(0).max(stepIds.length - 1).catch(0),
  heroChildId: z.string().nullable().catch(null),
  extraCharacters: z.array(extraCharacterInput).catch([]),
  idea: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('theme'), theme: z.enum(storyThemeIds) }),
      z.object({ kind: z.literal('template'), templateId: z.string().min(1), title: z.string().min(1), theme: z.enum(storyThemeIds), setting: z.string(), lesson: z.string() }),
    ])
    .nullable()
    .catch(null),
  setting: z.string().catch(''),
  lesson: z.string().catch(''),
  length: z
    .number()
    .refine((value): value is StoryLength => (storyLengths as readonly number[]).includes(value))
    .catch(defaultStoryLength),
  readingLevel: z.enum(readingLevels).nullable().catch(null),
  illustrationStyle: z.enum(illustrationStyleIds).catch('storybook'),
  // A voice saved before narration was switched off here falls back to none.
  voice: z
    .enum(['none', 'standard', 'cloned'])
    .refine((voice) => availableNarrationVoices.includes(voice))
    .catch('none'),
  narrator: z.enum(narratorVoiceIds).catch(defaultNarratorVoice),
  clonedVoiceId: z.string().nullable().catch(null),
  unlockedPortraitId: z.string().nullable().catch(null),
});

export const wizardStorageKey = (userId: string) => `${storyBuilderStatePrefix}-${userId}`;

export function loadWizardState(userId: string): WizardState {
  try {
    const raw = localStorage.getItem(wizardStorageKey(userId));
    if (!raw) return initialWizardState;
    const parsed = savedState.safeParse(JSON.parse(raw));
    return parsed.success ? { ...initialWizardState, ...(parsed.data as Partial<WizardState>) } : initialWizardState;
  } catch {
    return initialWizardState;
  }
}

export function saveWizardState(userId: string, state: WizardState): void {
  try {
    localStorage.setItem(wizardStorageKey(userId), JSON.stringify(state));
  } catch {
    // A full or blocked storage only costs the ability to resume after a reload.
  }
}

export function clearWizardState(userId: string): void {
  localStorage.removeItem(wizardStorageKey(userId));
}

/** A template fills the idea, the setting and the lesson; the parent can still change the last two. */
export function withTemplate(state: WizardState, template: TemplateChoice): WizardState {
  const lesson = template.lesson ?? '';
  return {
    ...state,
    idea: { kind: 'template', templateId: template.id, title: template.title, theme: template.theme, setting: template.setting, lesson },
    setting: template.setting,
    lesson,
  };
}

/** Leaving a template for a theme drops the words the template brought, and keeps the parent's own. */
export function withTheme(state: WizardState, theme: StoryThemeId): WizardState {
  const template = state.idea?.kind === 'template' ? state.idea : undefined;
  return {
    ...state,
    idea: { kind: 'theme', theme },
    setting: template && state.setting === template.setting ? '' : state.setting,
    lesson: template && state.lesson === template.lesson ? '' : state.lesson,
  };
}

/** The level the story is written at: the one chosen for it, else the hero's. */
export function storyReadingLevel(state: WizardState, hero: { readingLevel: ReadingLevel } | undefined): ReadingLevel | undefined {
  return state.readingLevel ?? hero?.readingLevel;
}

/** Choosing a hero: they cannot also be an extra character, and a level chosen for another hero is dropped. */
export function withHero(state: WizardState, heroChildId: string): WizardState {
  return {
    ...state,
    heroChildId,
    readingLevel: state.heroChildId === heroChildId ? state.readingLevel : null,
    unlockedPortraitId: state.heroChildId === heroChildId ? state.unlockedPortraitId : null,
    extraCharacters: state.extraCharacters.filter((extra) => extra.kind !== 'child' || extra.childId !== heroChildId),
  };
}

/** The theme the story will have, whichever way it was chosen. */
export function ideaTheme(idea: StoryIdea | null): StoryThemeId | undefined {
  if (!idea) return undefined;
  return idea.theme;
}

export function toCreateRequest(state: WizardState): CreateStoryRequest {
  return {
    heroChildId: state.heroChildId ?? '',
    extraCharacters: state.extraCharacters,
    ...(state.idea?.kind === 'theme' ? { theme: state.idea.theme } : {}),
    ...(state.idea?.kind === 'template' ? { templateId: state.idea.templateId } : {}),
    setting: state.setting.trim(),
    ...(state.lesson.trim() ? { lesson: state.lesson.trim() } : {}),
    length: state.length,
    ...(state.readingLevel ? { readingLevel: state.readingLevel } : {}),
    illustrationStyle: state.illustrationStyle,
    voice: state.voice,
    ...(state.voice === 'standard' ? { narrator: state.narrator } : {}),
    ...(state.voice === 'cloned' && state.clonedVoiceId ? { clonedVoiceId: state.clonedVoiceId } : {}),
  };
}
