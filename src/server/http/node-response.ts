import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import type { Context } from 'hono';

/** An SVG opened on its own is a document: ours draw only, so nothing in one may run or load. */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const isSvgType = (value: unknown) => typeof value === 'string' && value.toLowerCase().startsWith('image/svg+xml');

/**
 * The Node response Storyloom answers on (main.ts serves with it). When the answer's headers are
 * written, an SVG gets the drawing-only policy in place of the page policy set for every answer;
 * looking at the headers as Node receives them leaves the answer's own header list untouched.
 */
export class AppServerResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const headers = rest[rest.length - 1];
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const name in headers as OutgoingHttpHeaders) {
        if (name.length === 12 && name.toLowerCase() === 'content-type' && isSvgType((headers as OutgoingHttpHeaders)[name])) {
          this.setHeader('Content-Security-Policy', svgContentSecurityPolicy);
        }
      }
    } else if (isSvgType(this.getHeader('content-type'))) {
      this.setHeader('Content-Security-Policy', svgContentSecurityPolicy);
    }
    return (super.writeHead as (code: number, ...args: unknown[]) => this)(statusCode, ...rest);
  }
}

/** Options for @hono/node-server's `serve` that answer on AppServerResponse. */
export const appServerOptions = { ServerResponse: AppServerResponse };

/**
 * The Node response a request is being answered on, when Node serves it with AppServerResponse:
 * @hono/node-server hands every request its `outgoing` as `c.env`. Headers set on it before the
 * app answers go out with every answer, under the app's own (Node gives the headers of the answer
 * precedence), including answers made outside the app's handlers, without building them into each
 * answer's header list. A request handed to the app directly (`app.request`), or served without
 * AppServerResponse, has none.
 */
export function nodeResponse(c: Context): ServerResponse | Http2ServerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse | Http2ServerResponse } | undefined;
  return env?.outgoing instanceof AppServerResponse ? env.outgoing : undefined;
}
