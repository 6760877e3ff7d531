/**
 * Request bodies and queries checked with zod before a handler uses them. A failure is a
 * 400 whose message names the field and what it must be: 'guess.origin: expected a list'
 * (the words come from core/issues.ts, as the content loader's do).
 */
import type { IncomingMessage } from 'node:http';
import { assertBodySize, HTTPError, type H3Event } from 'h3';
import type { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '../../core/schemas/text.ts';
import { formatIssuePath, formatIssues } from '../../core/issues.ts';
import { findInValue, holdsDeepJson, jsonNestsDeeperThan, MAX_NESTING, nestingMessage } from '../../core/nesting.ts';
import { badRequest } from './errors.ts';
import { noteBodyLocale } from './locale.ts';

/** Validates a value with a schema or throws a 400 naming the bad field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(formatIssues(result.error.issues, what, value));
  return result.data;
}

function bodyTooLarge(limit: number): HTTPError {
  return new HTTPError({
    status: 413,
    message: `Request body too large: the body exceeds the limit of ${limit} bytes`,
  });
}

/**
 * The body as text, refused with 413 as soon as it passes `limit` bytes (an honest
 * Content-Length is refused before reading). On Node the bytes are read straight from the
 * socket stream: going through the web Request's ReadableStream costs more than the whole
 * rest of a game request.
 */
function readText(event: H3Event, limit: number): Promise<string> {
  const declared = event.req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return Promise.reject(bodyTooLarge(limit));
  const source = event.runtime?.node?.req as IncomingMessage | undefined;
  if (!source || source.readableEnded || source.readableFlowing !== null) {
    assertBodySize(event, limit);
    return event.req.text();
  }
  // A route starts while Node parses the request's headers. A small body comes in the same
  // packet, and Node has put it in the stream's buffer before any promise continues: when
  // all the bytes Content-Length declared are there, they are taken in one read, without
  // the stream's flowing mode and its events. A body still on its way is streamed.
  const length = declared === null ? -1 : Number(declared);
  return Promise.resolve().then(() =>
    source.readableFlowing === null && source.readableLength === length
      ? bufferedText(source)
      : streamedText(source, limit),
  );
}

/**
 * The body of a request whose bytes are all in its stream's buffer (as many as its
 * Content-Length, within the limit).
 */
function bufferedText(source: IncomingMessage): string {
  const bytes = source.read() as Buffer | null;
  return bytes === null ? '' : bytes.toString('utf8');
}

/** The body of a request as it arrives, refused once it passes `limit` bytes. */
function streamedText(source: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Drain the rest so the connection stays usable for the 413 answer.
        source.resume();
        reject(bodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onError);
  });
}

/**
 * Reads the JSON body within the size limit (413 beyond it, before or while reading) and
 * validates it. Malformed JSON is a 400 that says so.
 */
export function readJson<S extends z.ZodType>(event: H3Event, schema: S, limit: number): Promise<z.output<S>> {
  return readJsonValue(event, limit).then((data) => {
    if (data === undefined) throw badRequest('body: expected a JSON object, got an empty body');
    return validate(schema, data, 'body');
  });
}

/**
 * Like readJson for a body the client may leave out altogether: undefined when there is
 * none, else the checked value (same size limit, same 415 and 400 answers).
 */
export function readOptionalJson<S extends z.ZodType>(
  event: H3Event,
  schema: S,
  limit: number,
): Promise<z.output<S> | undefined> {
  return readJsonValue(event, limit).then((data) => (data === undefined ? undefined : validate(schema, data, 'body')));
}

/** Whether the request says it carries a body at all. */
function hasBody(event: H3Event): boolean {
  const length = event.req.headers.get('content-length');
  return (length !== null && length.trim() !== '0') || event.req.headers.has('transfer-encoding');
}

/**
 * 415 unless a body is declared `application/json`. A page on another site can POST a
 * form or text/plain without asking first (no CORS preflight); demanding the JSON type,
 * which needs a preflight, means a hostile page cannot make a visitor's browser submit.
 */
function requireJsonType(event: H3Event): void {
  const declared = event.req.headers.get('content-type');
  // What the site and most clients send: no need to ask whether there is a body.
  if (declared === 'application/json' || !hasBody(event)) return;
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HTTPError({
      status: 415,
      message: `body: expected Content-Type application/json, got ${type || 'none'}`,
    });
  }
}

/** The parsed JSON body within the size limit, or undefined for an empty one. */
function readJsonValue(event: H3Event, limit: number): Promise<unknown> {
  let text: Promise<string>;
  try {
    requireJsonType(event);
    text = readText(event, limit);
  } catch (error) {
    return Promise.reject(error);
  }
  return text.then((body) => parseBody(event, body));
}

/** A body's text parsed and checked (nesting, control characters), or undefined when it is empty. */
function parseBody(event: H3Event, text: string): unknown {
  if (text.trim() === '') return undefined;
  // Before JSON.parse: a body nested thousands deep costs every walk of it (and the stack).
  if (jsonNestsDeeperThan(text)) throw badRequest(`body: ${nestingMessage()}`);
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (e) {
    throw badRequest(`body: malformed JSON (${(e as Error).message})`);
  }
  const bad = findInValue(data, MAX_NESTING, refusedText);
  if (bad) throw badRequest(`${formatIssuePath(bad.path) || 'body'}: ${bad.message ?? nestingMessage()}`);
  noteBodyLocale(event, data);
  return data;
}

/**
 * Why a text of a body is refused, if it is. No field of any route accepts a control
 * character other than tab and line breaks (such text could reach a file name or a commit
 * message; one-line fields refuse line breaks in their schemas); and a field holding JSON
 * text (a list sent as '["Thailand"]') is held to the body's nesting limit, since a route
 * parses it.
 */
function refusedText(text: string): string | undefined {
  if (hasControlCharacters(text, { multiline: true })) return CONTROL_CHARACTER_MESSAGE;
  if (holdsDeepJson(text)) return nestingMessage();
  return undefined;
}

/** Validates the query string (first value of each parameter). */
export function readQuery<S extends z.ZodType>(event: H3Event, schema: S): z.output<S> {
  const query: Record<string, string> = {};
  for (const [key, value] of event.url.searchParams) if (!(key in query)) query[key] = value;
  return validate(schema, query, 'query');
}
