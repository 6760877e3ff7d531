/** The affiliate products of the carousel: active ones only, with the fields the spec lists. */
import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { HOURS_MAX_AGE } from '../http/cache-control.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';

/** Registers the affiliate products route. */
export function affiliateRoutes(app: H3, ctx: AppContext): void {
  app.get(
    '/api/public/affiliate-products',
    () => {
      const state = ctx.state;
      return ctx.cache.getOrCreate(`affiliate:${state.version}`, HOURS_MAX_AGE * 1000, () =>
        reply({
          products: state.content.affiliate
            .filter((p) => p.is_active)
            .map((p) => ({ id: p.id, title: p.title, link: p.link, image: p.image ?? null })),
        }),
      );
    },
    routeMeta('hours', 'read'),
  );
}
