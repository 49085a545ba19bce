import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './log-errors.ts';

export type { Logger };

/**
 * Standard output is written asynchronously and in batches: lines gather until 4 KB or a quarter
 * of a second has passed, so a busy server makes one write for dozens of access lines instead of
 * one each (a write per line cost about an eighth of a small API answer's CPU time). Pino writes
 * what is left when the process exits; a process killed outright loses at most the last 250 ms.
 */
const batchBytes = 4096;
const flushMs = 250;

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'storyloom' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'], remove: true },
    serializers: { err: serializeError, error: serializeError },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: batchBytes, periodicFlush: flushMs }));
}
