/** Chooses the narrator. Today the built-in one; outside voices join here behind the same interface. */
import type { Config } from '../../config.ts';
import { createThreadedNarrator } from './builtin/threaded.ts';
import type { SpeechProvider } from './speech.ts';

let builtin: SpeechProvider | undefined;

/** The built-in narrator, on a worker thread so the process keeps answering requests meanwhile. */
export function builtinNarrator(): SpeechProvider {
  builtin ??= createThreadedNarrator();
  return builtin;
}

/** The narrator the app reads stories with. */
export function createNarrator(_config: Config): SpeechProvider {
  return builtinNarrator();
}
