import { useEarlyAnswer } from '../../lib/early-answers.ts';
import { sessionQuery } from './session.ts';

/**
 * Whether an identity session exists, for public pages (logo target, header buttons). Asked
 * without TanStack Query, which the landing page does not load (lib/early-answers.ts).
 */
export function useSignedIn(): boolean {
  return Boolean(useEarlyAnswer(sessionQuery)?.user);
}
