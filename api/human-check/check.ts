/**
 * The human check as the routes use it: the app's provider (made once per app) and
 * requireHuman, which the login and contact routes call before doing anything else with
 * the request, so a script cannot skip the check by not calling the verify route.
 */
import { HTTPError } from 'h3';
import { HUMAN_CHECK_MESSAGES, HUMAN_CHECK_THRESHOLD, type HumanCheckAction } from '../../core/human-check.ts';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { createAltchaProvider } from './altcha.ts';
import { loadHmacKey } from './hmac-key.ts';
import { offProvider, type HumanCheckProvider, type HumanCheckResult } from './provider.ts';
import { createRecaptchaProvider } from './recaptcha.ts';
import { DEFAULT_HUMAN_CHECK } from './settings.ts';

const providers = new WeakMap<AppContext, HumanCheckProvider>();

/** The app's provider, per its `humanCheck` option. */
export function humanCheckOf(ctx: AppContext): HumanCheckProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const options = ctx.options.humanCheck ?? DEFAULT_HUMAN_CHECK;
    provider =
      options.provider === 'off'
        ? offProvider
        : options.provider === 'recaptcha'
          ? createRecaptchaProvider(options)
          : createAltchaProvider({
              hmacKey: loadHmacKey(ctx.options.dataDir, options.hmacKey),
              // Used challenges live as long as the challenge, in the persistent store (fs or Redis),
              // so neither a restart nor a second instance accepts a proof twice.
              store: ctx.stores.data,
              now: () => ctx.now().getTime(),
              ...(options.difficulty === undefined ? {} : { difficulty: options.difficulty }),
              ...(options.maxAgeSeconds === undefined ? {} : { maxAgeSeconds: options.maxAgeSeconds }),
            });
    providers.set(ctx, provider);
  }
  return provider;
}

/** 503 with the spec's message: the check could not run. */
function unavailable(): HTTPError {
  return new HTTPError({ status: 503, message: HUMAN_CHECK_MESSAGES.unavailable });
}

/** Verifies a proof; a provider that throws counts as unavailable. */
export async function verifyHuman(
  ctx: AppContext,
  token: string,
  ip: string,
  action?: HumanCheckAction,
): Promise<HumanCheckResult> {
  try {
    return await humanCheckOf(ctx).verify(token, ip, action);
  } catch (error) {
    ctx.logError(error);
    return { score: 0, error: HUMAN_CHECK_MESSAGES.serviceUnavailable };
  }
}

/**
 * Passes when the check is off or the proof scores at least 0.5; otherwise throws 403
 * 'Access denied. Please try again.' (no, bad or low-scoring proof) or 503 'Security
 * verification is currently unavailable. Please try again later.' (the check could not run).
 */
export async function requireHuman(
  ctx: AppContext,
  token: string | undefined,
  ip: string,
  action: HumanCheckAction,
): Promise<void> {
  if (humanCheckOf(ctx).name === 'off') return;
  if (!token) throw forbidden(HUMAN_CHECK_MESSAGES.denied);
  const result = await verifyHuman(ctx, token, ip, action);
  if (result.error) throw unavailable();
  if (!(result.score >= HUMAN_CHECK_THRESHOLD)) throw forbidden(HUMAN_CHECK_MESSAGES.denied);
}
