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
  return destination ? pino(options, destination) : pino(options);
}
