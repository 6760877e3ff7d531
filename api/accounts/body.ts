/**
 * Reading an account or contact body: the engine's readJson enforces the size limit and
 * JSON syntax; the schema's own messages are then answered as they are, without a field
 * prefix, because several are the spec's sentences ('Please enter both username/email
 * and password', 'Please fill in all required fields.').
 */
import { issueTexts } from '../../core/issues.ts';
import type { H3Event } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';

const JsonObject = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' });

/** The request's JSON object, unchecked beyond being an object within the size limit. */
export function readObject(event: H3Event, ctx: AppContext): Promise<Record<string, unknown>> {
  return readJson(event, JsonObject, ctx.options.bodyLimit);
}

/** Checks a value with a schema whose messages are whole sentences; 400 with the first one. */
export function checkBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(issueTexts(result.error.issues, { sentences: true })[0]?.message ?? 'Invalid request body');
  return result.data;
}
