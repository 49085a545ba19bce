/** What the story page says under "Page n of m" about a picture an outside image model drew, or could not. */
import { describe, expect, it } from 'vitest';
import { pictureNote } from '../../src/web/features/stories/picture-note.tsx';

const drawn = { provider: 'openai', fromPortrait: true, fellBack: null, likeness: null };

describe('pictureNote', () => {
  it('gives the likeness score of a checked picture', () => {
    expect(pictureNote({ ...drawn, likeness: { score: 8, attempts: 2 } })).toBe('Likeness checked: 8/10');
  });

  it('says when the built-in illustrator drew the page, and why', () => {
    expect(pictureNote({ ...drawn, provider: 'builtin', fellBack: 'refused' })).toBe('Drawn by the built-in illustrator: the image service declined this picture.');
    expect(pictureNote({ ...drawn, provider: 'builtin', fellBack: 'failed' })).toBe('Drawn by the built-in illustrator: the image service could not draw this picture.');
  });

  it('says nothing about built-in pictures or unchecked ones', () => {
    expect(pictureNote(null)).toBeNull();
    expect(pictureNote(undefined)).toBeNull();
    expect(pictureNote(drawn)).toBeNull();
  });
});
