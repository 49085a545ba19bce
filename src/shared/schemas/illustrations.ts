/**
 * Scene plans and illustration styles: what the scene director decides for each page and the
 * built-in illustrator draws. Stored with each page, shown to admins, and the alt text is read to
 * the parent's screen reader.
 */
import { z } from 'zod';
import { expressionNames, poseNames, type PoseName } from '../character/index.ts';
import { cleanText } from './text.ts';

export const sceneSettings = [
  'bedroom',
  'house',
  'garden',
  'park',
  'forest',
  'beach',
  'underwater',
  'space',
  'castle',
  'jungle',
  'farm',
  'city-street',
  'mountains',
  'school',
  'snow',
  'desert',
  'dinosaur-valley',
] as const;
export type SceneSetting = (typeof sceneSettings)[number];

export const timesOfDay = ['morning', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const creatureKinds = ['dog', 'cat', 'rabbit', 'owl', 'fox', 'bear', 'fish', 'dragon', 'unicorn', 'dinosaur', 'robot', 'whale'] as const;
export type CreatureKind = (typeof creatureKinds)[number];

export const propKinds = ['backpack', 'ball', 'book', 'lantern', 'shell', 'star', 'map', 'kite', 'balloon', 'teddy', 'flower', 'egg', 'cake', 'treasure', 'umbrella', 'key'] as const;
export type PropKind = (typeof propKinds)[number];

export const framings = ['wide', 'medium', 'close'] as const;
export const placements = ['left', 'centre', 'right'] as const;
export const cameraAngles = ['level', 'low', 'high'] as const;

/** Who is in the picture: the hero, one of the story's extra characters (by position), or its creature. */
export const sceneFigure = z.object({
  who: z.union([z.literal('hero'), z.literal('creature'), z.templateLiteral(['extra-', z.number().int().min(0).max(9)])]),
  pose: z.enum(poseNames as [PoseName, ...PoseName[]]),
  expression: z.enum(expressionNames),
});
export type SceneFigure = z.infer<typeof sceneFigure>;

export const scenePlan = z.object({
  setting: z.enum(sceneSettings),
  timeOfDay: z.enum(timesOfDay),
  figures: z.array(sceneFigure).min(1).max(4),
  /** The story's creature or helper, when the page has one. */
  creature: z.enum(creatureKinds).nullable(),
  props: z.array(z.enum(propKinds)).max(2),
  framing: z.enum(framings),
  placement: z.enum(placements),
  angle: z.enum(cameraAngles),
  /** Picks among the small background variations (clouds, flowers, trees) so no two pages repeat. */
  variant: z.number().int().min(0),
  altText: z.string().max(300),
});
export type ScenePlan = z.infer<typeof scenePlan>;

/**
 * How a page's picture was made when an outside image model was asked to draw it (null for the
 * built-in illustrator's own pictures, which need no check): whether a portrait shaped it, whether
 * the built-in illustrator had to step in and why, and the likeness check's score of the kept picture.
 */
export const pageIllustrationInfo = z.object({
  /** Who drew the kept picture: the outside model's provider, or `builtin` after a fallback. */
  provider: z.string(),
  /** The reference picture sent with it was made from the hero's portrait. */
  fromPortrait: z.boolean(),
  /** Why the built-in illustrator drew the page instead: the model's safety check refused it, or the model failed. */
  fellBack: z.enum(['refused', 'failed']).nullable(),
  /** The likeness check of the kept picture against the reference (0–10) and how many drawings it took. */
  likeness: z.object({ score: z.number().int().min(0).max(10), attempts: z.number().int().min(1) }).nullable(),
});
export type PageIllustrationInfo = z.infer<typeof pageIllustrationInfo>;

/** How one scene ended: drawn, failed, or drawn by the built-in illustrator after an outside model failed. */
export const sceneDirectorLogStatuses = ['drawn', 'failed', 'fallback'] as const;
export type SceneDirectorLogStatus = (typeof sceneDirectorLogStatuses)[number];

const dayInput = cleanText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please enter a real date.');

/** GET /api/admin/scene-director-logs: newest first, filtered by story, outcome and days (inclusive). */
export const sceneDirectorLogQuery = z.object({
  storyId: z.uuid({ error: 'A story id looks like 0b7c…-…: paste it from the story’s address.' }).optional(),
  status: z.enum(sceneDirectorLogStatuses).optional(),
  from: dayInput.optional(),
  to: dayInput.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const sceneDirectorLogPageSize = 25;

export interface SceneDirectorLogEntry {
  id: string;
  storyId: string;
  /** Null for the cover. */
  pageIndex: number | null;
  director: string;
  provider: string;
  model: string;
  status: SceneDirectorLogStatus;
  /** Names replaced by roles (hero, extra-0…). */
  plan: ScenePlan;
  planMs: number;
  drawMs: number;
  bytes: number | null;
  costEstimateMicrocents: number;
  error: string | null;
  /** Drawn with a reference picture made from the hero's portrait. */
  fromPortrait: boolean;
  /** The likeness check's score (0–10), when this drawing was checked. */
  likenessScore: number | null;
  createdAt: string;
}

export interface SceneDirectorLogResponse {
  entries: SceneDirectorLogEntry[];
  page: number;
  pageSize: number;
  total: number;
}
