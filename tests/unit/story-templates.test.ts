import { describe, expect, it } from 'vitest';
import { storyTemplate, storyTemplates } from '../../src/shared/story-templates.ts';
import { storyThemes } from '../../src/shared/story-themes.ts';

describe('story templates', () => {
  it('offers 36 templates with their own ids, at least two for every theme', () => {
    expect(storyTemplates).toHaveLength(36);
    expect(new Set(storyTemplates.map((template) => template.id)).size).toBe(36);
    for (const theme of storyThemes) {
      expect(storyTemplates.filter((template) => template.theme === theme.id).length, theme.id).toBeGreaterThanOrEqual(2);
    }
    expect(storyTemplate('whale-song')).toMatchObject({ theme: 'ocean', setting: 'the deep blue sea' });
  });
});
