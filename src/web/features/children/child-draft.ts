/** The editor's working copy of a child, and its checks (the same zod schema the API uses). */
import { defaultAppearance, type Appearance } from '@shared/appearance.ts';
import type { ReadingLevel } from '@shared/reading.ts';
import { childInput, type ChildInput, type ChildRecord } from '@shared/schemas/children.ts';

export interface ChildDraft {
  name: string;
  birthDate: string;
  pronouns: 'she' | 'he' | 'they' | '';
  interests: string[];
  favourites: { colour: string; animal: string; toy: string; toyName: string };
  appearance: Appearance;
  /** '' follows the age. */
  readingLevel: ReadingLevel | '';
}

export type DraftErrors = Partial<Record<'name' | 'birthDate' | 'pronouns' | 'interests' | 'favourites' | 'readingLevel' | 'form', string>>;

export const emptyDraft = (): ChildDraft => ({
  name: '',
  birthDate: '',
  pronouns: '',
  interests: [],
  favourites: { colour: '', animal: '', toy: '', toyName: '' },
  appearance: { ...defaultAppearance },
  readingLevel: '',
});

export const draftFrom = (child: ChildRecord): ChildDraft => ({
  name: child.name,
  birthDate: child.birthDate,
  pronouns: child.pronouns,
  interests: [...child.interests],
  favourites: { colour: child.favourites.colour ?? '', animal: child.favourites.animal ?? '', toy: child.favourites.toy ?? '', toyName: child.favourites.toyName ?? '' },
  appearance: { ...child.appearance },
  readingLevel: child.readingLevelOverridden ? child.readingLevel : '',
});

const optional = (value: string) => value.trim() || undefined;

/** The request body, or the first problem with each field. */
export function checkDraft(draft: ChildDraft): { input: ChildInput } | { errors: DraftErrors } {
  const candidate = {
    name: draft.name,
    birthDate: draft.birthDate,
    pronouns: draft.pronouns || undefined,
    interests: draft.interests,
    favourites: {
      colour: optional(draft.favourites.colour),
      animal: optional(draft.favourites.animal),
      toy: optional(draft.favourites.toy),
      toyName: optional(draft.favourites.toyName),
    },
    appearance: draft.appearance,
    readingLevel: draft.readingLevel || null,
  };
  const result = childInput.safeParse(candidate);
  if (result.success) return { input: result.data };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof DraftErrors | undefined;
    const key = field && field in emptyDraft() ? field : 'form';
    errors[key] ??= key === 'birthDate' && draft.birthDate === '' ? 'Please enter their date of birth.' : issue.message;
  }
  return { errors };
}
