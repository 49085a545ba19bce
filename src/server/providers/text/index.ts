import type { Config } from '../../config.ts';
import type { TextProvider } from './types.ts';

// TEMPORARY until the built-in engine lands.
export function createTextProvider(_config: Config): TextProvider {
  return {
    name: 'builtin',
    async generateStory(request) {
      const sentence = `${request.hero.name} walked along the quiet path and smiled at the tall green trees.`;
      const n = Math.round(request.targetWordCount / 14);
      const pages = Array.from({ length: 8 }, (_, i) => ({
        text: Array.from({ length: Math.floor(n / 8) + (i < n % 8 ? 1 : 0) }, () => sentence).join(' '),
        sceneDescription: 'A path.',
      }));
      return { story: { title: 'A walk', pages }, model: 'builtin' };
    },
  };
}
