/**
 * Chooses the story writer. The built-in engine needs nothing configured and is the default;
 * outside models (TEXT_PROVIDER with their keys) plug in here.
 */
import type { Config } from '../../config.ts';
import { BuiltinTextProvider } from './builtin/index.ts';
import type { TextProvider } from './types.ts';

export function createTextProvider(_config: Config): TextProvider {
  return new BuiltinTextProvider();
}
