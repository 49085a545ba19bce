import type { ServerResponse } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import type { Context } from 'hono';

/**
 * The Node response a request is being answered on, when Node serves it: @hono/node-server hands
 * every request its `outgoing` as `c.env`. Headers set on it before the app answers go out with
 * every answer, under the app's own (Node gives the headers of the answer precedence), including
 * answers made outside the app's handlers, without building them into each answer's header list.
 * A request handed to the app directly (`app.request`) has none.
 */
export function nodeResponse(c: Context): ServerResponse | Http2ServerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse | Http2ServerResponse } | undefined;
  return env?.outgoing;
}
