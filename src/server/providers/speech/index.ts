/** Chooses the narrator. Today the built-in one; outside voices join here behind the same interface. */
import { createBuiltinNarrator } from './builtin/index.ts';
import type { SpeechProvider } from './speech.ts';

let builtin: SpeechProvider | undefined;

export function builtinNarrator(): SpeechProvider {
  builtin ??= createBuiltinNarrator();
  return builtin;
}
