/**
 * The story-text capability. The built-in engine and every outside model implement `TextProvider`,
 * so the generation pipeline never knows which one wrote a story.
 */
import { z } from 'zod';
import type { ReadingLevel } from '../../../shared/reading.ts';
import type { StoryThemeId } from '../../../shared/story-themes.ts';
import type { TemplatePlot } from '../../../shared/story-templates.ts';
import type { CritiqueHints } from './critic/index.ts';

export type Pronouns = 'she' | 'he' | 'they';

export interface StoryHero {
  name: string;
  pronouns: Pronouns;
  age: number;
  interests: string[];
  /** `toy` says what the toy is ("knitted rabbit"), `toyName` what the child calls it ("Mr Floppy"). */
  favourites: { colour?: string; animal?: string; toy?: string; toyName?: string };
}

export interface ExtraCharacter {
  /** Another of the parent's children, a pet, or a friend made up for this story. */
  kind: 'child' | 'pet' | 'friend';
  name: string;
  description?: string;
}

export interface StoryRequest {
  hero: StoryHero;
  extraCharacters: ExtraCharacter[];
  theme: StoryThemeId;
  /** Free text from the parent; empty lets the story choose a place that suits the theme. */
  setting: string;
  lesson?: string;
  readingLevel: ReadingLevel;
  /** Words per minute of the level × length in minutes (docs/product.md §5); a story lands within ±10 %. */
  targetWordCount: number;
  /** The same request and seed always give the same story. */
  seed: number;
  /** The template the story was started from: its premise and plot drive the story. */
  template?: { title: string; premise: string; plot: TemplatePlot };
}

/** What every provider returns; outside models are held to it with structured output. */
export const generatedStorySchema = z.object({
  title: z.string().trim().min(1).max(120),
  pages: z
    .array(
      z.object({
        text: z.string().trim().min(1),
        /** For the illustrator: who is in the picture, where, doing what, and the light and mood. */
        sceneDescription: z.string().trim().min(1),
      }),
    )
    .min(1),
});
export type GeneratedStory = z.infer<typeof generatedStorySchema>;
export type StoryPage = GeneratedStory['pages'][number];

export interface TextGenerationResult {
  story: GeneratedStory;
  /** Recorded on the story: `builtin` or the outside model's id. */
  model: string;
  usage?: { inputTokens?: number; outputTokens?: number };
  /** What the writer knows about its own story (the built-in engine: world and scenes), for the critic. */
  critiqueHints?: CritiqueHints;
}

/** A writer's failure that no retry can fix (a refused key, an answer unusable after repair). */
export class PermanentWriterError extends Error {
  override name = 'PermanentWriterError';
}

export interface TextProvider {
  readonly name: string;
  generateStory(request: StoryRequest, options?: { signal?: AbortSignal }): Promise<TextGenerationResult>;
}
