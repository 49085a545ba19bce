import { describe, expect, it } from 'vitest';
import { defaultAppearance } from '@shared/appearance.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { checkDraft, draftFrom, emptyDraft } from '@web/features/children/child-draft.ts';

describe('child editor draft', () => {
  it('names each missing required field', () => {
    const result = checkDraft(emptyDraft());
    expect(result).toEqual({
      errors: {
        name: 'Please enter your child’s name.',
        birthDate: 'Please enter their date of birth.',
        pronouns: 'Please choose pronouns.',
      },
    });
  });

  it('builds the request body: blank favourites left out, no override means null', () => {
    const result = checkDraft({
      ...emptyDraft(),
      name: ' Mia ',
      birthDate: '2019-05-04',
      pronouns: 'she',
      interests: ['dinosaurs'],
      favourites: { colour: ' teal ', animal: '', toy: '', toyName: '' },
    });
    expect(result).toEqual({
      input: {
        name: 'Mia',
        birthDate: '2019-05-04',
        pronouns: 'she',
        interests: ['dinosaurs'],
        favourites: { colour: 'teal', animal: undefined, toy: undefined },
        appearance: defaultAppearance,
        readingLevel: null,
      },
    });
  });

  it('refuses a future date of birth with the API’s message', () => {
    const result = checkDraft({ ...emptyDraft(), name: 'Mia', pronouns: 'she', birthDate: '2999-01-01' });
    expect(result).toEqual({ errors: { birthDate: 'A date of birth cannot be in the future.' } });
  });

  it('keeps a parent’s reading level only when they chose one', () => {
    const child: ChildRecord = {
      id: 'c',
      name: 'Leo',
      birthDate: '2016-01-01',
      age: 9,
      pronouns: 'he',
      interests: [],
      favourites: {},
      appearance: defaultAppearance,
      readingLevel: 'transitional-reader',
      readingLevelOverridden: false,
      wordsPerMinute: 120,
      mainPortraitId: null,
      createdAt: '',
      updatedAt: '',
    };
    expect(draftFrom(child).readingLevel).toBe('');
    expect(draftFrom({ ...child, readingLevel: 'fluent-reader', readingLevelOverridden: true }).readingLevel).toBe('fluent-reader');
  });
});
