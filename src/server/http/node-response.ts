import { ServerResponse, validateHeaderName, validateHeaderValue, type IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** An SVG opened on its own is a document: ours draw only, so nothing in one may run or load. */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const isSvgType = (value: unknown) => typeof value === 'string' && value.toLowerCase().startsWith('image/svg+xml');

/** Header lines worked out once: each name in lower case with its line as it goes on the wire. */
export interface HeaderLines {
  readonly names: ReadonlySet<string>;
  readonly lines: ReadonlyArray<readonly [name: string, line: string]>;
  /** Every line, in order. */
  readonly text: string;
}

/** Checks the headers once, as Node's setHeader would on every answer, and writes their lines. */
export function headerLines(headers: ReadonlyArray<readonly [string, string]>): HeaderLines {
  const lines = headers.map(([name, value]) => {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return [name.toLowerCase(), `${name}: ${value}\r\n`] as const;
  });
  return { names: new Set(lines.map(([name]) => name)), lines, text: lines.map(([, line]) => line).join('') };
}

/** One header whose value the caller has already checked holds only token characters (a request id). */
export function plainHeaderLine(name: string, value: string): HeaderLines {
  return { names: new Set([name.toLowerCase()]), lines: [[name.toLowerCase(), `${name}: ${value}\r\n`]], text: `${name}: ${value}\r\n` };
}

const contentSecurityPolicyName = 'content-security-policy';
const svgPolicyLine = `Content-Security-Policy: ${svgContentSecurityPolicy}\r\n`;

type StoreHeader = (this: ServerResponse, firstLine: string, headers: unknown) => void;
/**
 * Node's step that turns the status line and the answer's headers into the header block
 * (OutgoingMessage#_storeHeader, unchanged since Node's first releases); every way of answering
 * (writeHead, an implicit head on the first write, flushHeaders) goes through it.
 */
const storeHeader = (ServerResponse.prototype as unknown as { _storeHeader: StoreHeader })._storeHeader;
if (typeof storeHeader !== 'function') throw new Error('This Node has no OutgoingMessage#_storeHeader: node-response.ts needs a change.');

interface AnswerHeaders {
  names: Set<string>;
  svg: boolean;
}

function seeHeader(answer: AnswerHeaders, name: string, value: unknown): void {
  const lower = name.toLowerCase();
  answer.names.add(lower);
  if (lower === 'content-type' && isSvgType(value)) answer.svg = true;
}

/** The answer's header names in lower case, and whether its content type is SVG. */
function answerHeaders(headers: unknown): AnswerHeaders {
  const answer: AnswerHeaders = { names: new Set(), svg: false };
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const [name, value] of headers as [string, unknown][]) seeHeader(answer, name, value);
    else for (let index = 0; index < headers.length; index += 2) seeHeader(answer, headers[index] as string, headers[index + 1]);
  } else if (headers && typeof headers === 'object') {
    // Node's own list (setHeader) keeps [name, value] under each lower-case name.
    for (const key in headers) {
      const value = (headers as Record<string, unknown>)[key];
      seeHeader(answer, key, Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && value[0].toLowerCase() === key ? value[1] : value);
    }
  }
  return answer;
}

/**
 * The Node response Storyloom answers on (main.ts serves with it). Header lines the app adds before
 * it answers (security headers, the API's no-store default, the request id) are worked out once and
 * written with the status line, under the answer's own headers: a line whose name the answer sets
 * itself is left out, so the answer's value wins. An SVG gets the drawing-only policy in place of
 * the page policy. The answer's own header list is left untouched and no line is checked again.
 */
export class AppServerResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #defaults: HeaderLines[] | undefined;
  #closeOnce: AbortSignal | undefined;

  /** Lines that go out with this answer unless it has headers of the same names. */
  addDefaultHeaders(lines: HeaderLines): void {
    (this.#defaults ??= []).push(lines);
  }

  /** The connection closes behind this answer if `signal` has been aborted by the time it is written. */
  closeConnectionOnce(signal: AbortSignal): void {
    this.#closeOnce = signal;
  }

  /** Node calls this once per answer, with the status line and the answer's headers. */
  _storeHeader(firstLine: string, headers: unknown): void {
    // Node then says `Connection: close` and ends the connection after the answer.
    if (this.#closeOnce?.aborted) this.shouldKeepAlive = false;
    const answer = answerHeaders(headers);
    // An SVG without a policy of its own gets the drawing-only one instead of the page policy.
    const svgPolicy = answer.svg && !answer.names.has(contentSecurityPolicyName);
    if (svgPolicy) answer.names.add(contentSecurityPolicyName);
    let head = firstLine;
    for (const block of this.#defaults ?? []) {
      let overlaps = false;
      for (const name of answer.names) {
        if (block.names.has(name)) {
          overlaps = true;
          break;
        }
      }
      if (!overlaps) head += block.text;
      else for (const [name, line] of block.lines) if (!answer.names.has(name)) head += line;
    }
    if (svgPolicy) head += svgPolicyLine;
    storeHeader.call(this, head, headers);
  }
}

/** Options for @hono/node-server's `serve` that answer on AppServerResponse. */
export const appServerOptions = { ServerResponse: AppServerResponse };

/**
 * The Node response a request is being answered on, when Node serves it with AppServerResponse:
 * @hono/node-server hands every request its `outgoing` as `c.env`. Default header lines added to
 * it before the app answers go out with every answer, under the app's own, including answers made
 * outside the app's handlers, without building them into each answer's header list. A request
 * handed to the app directly (`app.request`), or served without AppServerResponse, has none.
 */
export function nodeResponse(c: Context): AppServerResponse | undefined {
  const env = c.env as { outgoing?: unknown } | undefined;
  return env?.outgoing instanceof AppServerResponse ? env.outgoing : undefined;
}
