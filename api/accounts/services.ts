/**
 * The account stores of one app, made on first use from its context: the users and
 * contact files under the data directory; sessions and login failures in the persistent
 * keyed store (files under data/, or Redis), so a restart does not unlock an account under
 * attack and every instance sharing Redis sees the same failures. Kept beside the context
 * rather than in it, so the accounts work adds no field to AppContext.
 */
import type { AppContext } from '../context.ts';
import { createContactStore, type ContactStore } from './contact-messages.ts';
import { createLoginLimiter, type LoginLimiter } from './login-limiter.ts';
import { createSessionStore, type SessionStore } from './sessions.ts';
import { createUserStore, type UserStore } from './users.ts';
import { createTokenStore, type TokenStore } from './tokens.ts';
import { createProgressStore, type ProgressStore } from './progress.ts';

export interface AccountServices {
  users: UserStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
  contact: ContactStore;
  /** Single-use links (confirm an address, reset a password). */
  tokens: TokenStore;
  /** Players' synced progress. */
  progress: ProgressStore;
}

const services = new WeakMap<AppContext, AccountServices>();

/** The app's account stores. */
export function accountsOf(ctx: AppContext): AccountServices {
  let s = services.get(ctx);
  if (!s) {
    s = {
      users: createUserStore(ctx.stores.records),
      sessions: createSessionStore(ctx.stores.data, () => ctx.now().getTime()),
      limiter: createLoginLimiter(ctx.stores.data),
      contact: createContactStore(ctx.stores.records, ctx.options.dataDir),
      tokens: createTokenStore(ctx.stores.data),
      progress: createProgressStore(ctx.stores.records),
    };
    services.set(ctx, s);
  }
  return s;
}
