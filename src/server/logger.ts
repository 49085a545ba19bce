import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './log-errors.ts';

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'storyloom' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'], remove: true },
    serializers: { err: serializeError, error: serializeError },
  };
  // Standard output is written asynchronously: a busy server batches many lines into one write
  // instead of blocking on one per request. Pino writes what is left when the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
