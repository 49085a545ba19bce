/**
 * Stopping the HTTP server when a process manager or container runtime asks (SIGTERM): new
 * connections are refused at once, progress streams end (their EventSource reconnects to another
 * process), requests in flight finish and their connections close behind them, and whatever is
 * still open at the deadline is cut.
 */
import type { Server } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { nodeResponse } from './node-response.ts';

/**
 * Once stopping, every answer asks the client to close its connection: a keep-alive connection
 * that is busy now would otherwise stay open for the next request and hold the process up. Served
 * by Node, the Node response looks when its head is written (node-response.ts).
 */
export function closeConnectionsWhenStopping(stopping: AbortSignal): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      outgoing.closeConnectionOnce(stopping);
      return next();
    }
    return next().then(() => {
      if (stopping.aborted) c.res.headers.set('Connection', 'close');
    });
  };
}

const idleSweepMs = 100;

/**
 * Stops accepting, then closes connections as they go idle until none is left or `deadline`
 * (epoch ms) passes, when the rest are cut. Resolves with whether everything ended by itself.
 */
export function drainServer(server: Server, deadline: number): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: 'drained' | 'cut') => {
      if (settled) return;
      settled = true;
      clearInterval(sweep);
      clearTimeout(cut);
      resolve(outcome);
    };
    server.close(() => finish('drained'));
    // Node closes the connections that are idle now; those that finish a response later are
    // closed by the next sweep.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    const cut = setTimeout(() => {
      server.closeAllConnections();
      finish('cut');
    }, Math.max(0, deadline - Date.now()));
  });
}
