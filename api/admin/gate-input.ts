/**
 * What a write may add to pass the gate (core/gate.ts): `confirm`, the token of the
 * warnings the admin saw and accepted (from the 409 that listed them), and
 * `rewrite_history`, the reason for changing played days or past answers on purpose. In a
 * JSON body beside the write's own fields, or in the query of a DELETE.
 */
import { z } from 'zod';
import { REWRITE_REASON_LIMITS } from '../../core/gate.ts';
import { validate } from '../http/validate.ts';

/** The gate's fields of a request. */
export const GateFields = z.object({
  /** The token of the warnings being confirmed. */
  confirm: z.string({ error: 'expected the token of the warnings confirmed' }).max(100).optional(),
  /** Why played days or past answers change: recorded in the commit message. */
  rewrite_history: z
    .string({ error: 'expected the reason for changing played days, as text' })
    .trim()
    .min(
      REWRITE_REASON_LIMITS.min,
      `say why the played days change, in at least ${REWRITE_REASON_LIMITS.min} characters`,
    )
    .max(REWRITE_REASON_LIMITS.max, `at most ${REWRITE_REASON_LIMITS.max} characters`)
    .optional(),
});

/** What the content writer takes of them. */
export interface GateRequest {
  confirm?: string;
  rewriteHistory?: string;
}

/** The writer's gate fields from fields already checked with GateFields. */
export function gateRequest(fields: z.output<typeof GateFields>): GateRequest {
  return {
    ...(fields.confirm ? { confirm: fields.confirm } : {}),
    ...(fields.rewrite_history ? { rewriteHistory: fields.rewrite_history } : {}),
  };
}

/** The writer's gate fields of a body (any object) not checked yet; a 400 names a bad one. */
export function gateOf(value: unknown, what = 'body'): GateRequest {
  return gateRequest(validate(GateFields, value ?? {}, what));
}
