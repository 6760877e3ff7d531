/**
 * Result cards (docs/leagues.md, "Result cards"): POST /api/result-cards keeps the card a
 * player shares and answers its link; /r/<id> is its page and /r/<id>/card.png its
 * link-preview picture. Making one is limited per household (an account or not); a card
 * names no dish and no guess, only the day, the colours, the tries, hard mode and the streak.
 */
import { getRouterParam, type H3 } from 'h3';
import { challengeNumber } from '../../core/days.ts';
import { RESULT_CARD_ID, resultCardImagePath, resultCardPath } from '../../core/share.ts';
import { createResultCardStore, ResultCardBody } from '../cards/cards.ts';
import { resultCardHtml, resultCardPng } from '../cards/render.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { householdOf } from '../http/household.ts';
import { clientIp, routeMeta } from '../http/pipeline.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { pageCsp, SECURITY_HEADERS } from '../http/security-headers.ts';
import { readJson } from '../http/validate.ts';

export function resultCardRoutes(app: H3, ctx: AppContext): void {
  // A household's cards (options.resultCardsPerDay, default 30 a day, 10 in an hour).
  const perDay = ctx.options.resultCardsPerDay;
  const perHour = Math.ceil(perDay / 3);
  const hourly = createRateLimiter(ctx.stores.rateLimits, { work: perHour, read: perHour }, 3600);
  const daily = createRateLimiter(ctx.stores.rateLimits, { work: perDay, read: perDay }, 86_400);
  let cards: ReturnType<typeof createResultCardStore> | undefined;
  const store = () => (cards ??= createResultCardStore(ctx.stores.records));
  const origin = () => ctx.options.siteOrigin.replace(/\/$/, '');

  app.post(
    '/api/result-cards',
    async (event) => {
      const card = await readJson(event, ResultCardBody, ctx.options.bodyLimit);
      if (card.date > ctx.today() || challengeNumber(ctx.state.dates, card.date) === undefined)
        throw badRequest('date: expected a challenge day up to today');
      if (card.solved && card.rows[card.rows.length - 1] !== 'ggggggggg')
        throw badRequest('rows: a solved game ends with an all-green row');
      const household = householdOf(clientIp(event, ctx.options.trustProxy));
      const now = ctx.now().getTime();
      await hourly.hit('work', `result-card:${household}`, now);
      await daily.hit('work', `result-card-day:${household}`, now);
      const saved = await store().save(card, ctx.now());
      return { id: saved.id, url: `${origin()}${resultCardPath(saved.id)}` };
    },
    routeMeta('no-store', 'work'),
  );

  /** The card `id` with its day's number, or undefined when there is none. */
  async function cardOf(id: string) {
    if (!RESULT_CARD_ID.test(id)) return undefined;
    const card = await store().get(id);
    const n = card ? challengeNumber(ctx.state.dates, card.date) : undefined;
    return card && n !== undefined ? { card, n } : undefined;
  }
  const notFound = () =>
    new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS },
    });

  app.get('/r/:id', async (event) => {
    const id = getRouterParam(event, 'id') ?? '';
    const found = await cardOf(id);
    if (!found) return notFound();
    const { card, n } = found;
    const html = resultCardHtml({
      card,
      challengeNumber: n,
      pageUrl: `${origin()}${resultCardPath(id)}`,
      imageUrl: `${origin()}${resultCardImagePath(id)}`,
      playPath: card.date === ctx.today() ? '/' : `/archive/${n}`,
    });
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=300',
        ...SECURITY_HEADERS,
        'content-security-policy': pageCsp([]),
      },
    });
  });

  app.get('/r/:id/card.png', async (event) => {
    const found = await cardOf(getRouterParam(event, 'id') ?? '');
    if (!found) return notFound();
    const png = await resultCardPng(found.card, found.n);
    return new Response(new Uint8Array(png), {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', ...SECURITY_HEADERS },
    });
  });
}
