/**
 * The tag manager's routes: affiliate products (content/affiliate.yaml), food tags and
 * keyword-to-tag mappings (content/tags.yaml), and the tag statistics. Products and
 * mappings live in content files like the dishes, so every change is a commit through
 * the content writer. A product or mapping's version is a hash of its fields: a write
 * based on one someone else changed since is refused, one based on another is not.
 */
import { getRouterParam, type H3, type H3Event } from 'h3';
import { z } from 'zod';
import { CONTENT_FILES } from '../../core/node/content.ts';
import { affiliateToYaml, tagsToYaml } from '../../core/node/write.ts';
import { foldText } from '../../core/normalise.ts';
import { AffiliateProductSchema, type AffiliateProduct } from '../../core/schemas/affiliate.ts';
import { KeywordMappingSchema, type KeywordMapping, type TagsFile } from '../../core/schemas/tags.ts';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { formatIssues, readJson, validate } from '../http/validate.ts';
import type { WriteBase } from '../admin/content-writer.ts';
import { findFoodIn } from '../admin/food-changes.ts';
import { adminReader, adminWriter } from '../admin/guard.ts';
import { COMMIT } from '../admin/messages.ts';
import { adminOf } from '../admin/services.ts';
import { toList } from '../admin/submissions.ts';
import { ABSENT_VERSION, versionOfBytes } from '../admin/versions.ts';

/** The version of a product, mapping or food-tag entry: a hash of its fields. */
export function itemVersion(item: unknown): string {
  return item === undefined ? ABSENT_VERSION : versionOfBytes(JSON.stringify(item));
}

const AnyObject = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' });
const IdParam = z.coerce.number({ error: 'expected a whole number id' }).int('expected a whole number id').positive('expected a whole number id');
const Version = z.object({ version: z.string().max(100).optional() });

function idOf(event: H3Event): number {
  return validate(IdParam, getRouterParam(event, 'id'), 'id');
}

/** The fields of a product from a body; `link` may also come as `amazon_link`, tags as a list or comma text. */
function productFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ['title', 'link', 'image', 'tags', 'is_active'] as const) if (body[key] !== undefined) fields[key] = body[key];
  if (fields.link === undefined && body.amazon_link !== undefined) fields.link = body.amazon_link;
  if (fields.tags !== undefined) fields.tags = toList(fields.tags);
  if (fields.image === '' || fields.image === null) delete fields.image;
  return fields;
}

function parseProduct(input: Record<string, unknown>): AffiliateProduct {
  const result = AffiliateProductSchema.safeParse(input);
  if (!result.success) throw badRequest(formatIssues(result.error.issues, 'product', input));
  return result.data;
}

function parseMapping(input: Record<string, unknown>): KeywordMapping {
  const result = KeywordMappingSchema.safeParse(input);
  if (!result.success) throw badRequest(formatIssues(result.error.issues, 'mapping', input));
  return result.data;
}

/** The fields of a mapping from a body; strength may come as text ('3'). */
function mappingFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ['keyword', 'product_tag', 'connection_strength', 'connection_type'] as const) {
    if (body[key] !== undefined && body[key] !== '' && body[key] !== null) fields[key] = body[key];
  }
  if (typeof fields.connection_strength === 'string' && /^\s*\d+\s*$/.test(fields.connection_strength)) fields.connection_strength = Number(fields.connection_strength);
  return fields;
}

/** Counts of each value, most frequent first (ties by name), as an object in that order. */
function countsOf(values: Iterable<string>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
}

const nextId = (items: readonly { id: number }[]) => items.reduce((max, i) => Math.max(max, i.id), 0) + 1;

/** Registers the affiliate-product, food-tag, keyword-mapping and statistics routes (admin only). */
export function adminTagRoutes(app: H3, ctx: AppContext): void {
  const admin = adminOf(ctx);
  const meta = routeMeta('no-store', 'read');
  const productOf = (b: WriteBase, id: number) => b.content.affiliate.find((p) => p.id === id);
  const mappingOf = (b: WriteBase, id: number) => b.content.tags.keyword_mappings.find((m) => m.id === id);

  const affiliatePlan = (b: WriteBase, products: AffiliateProduct[], message: string) => ({
    message,
    next: { ...b.content, affiliate: products },
    files: { [CONTENT_FILES.affiliate]: affiliateToYaml(products) },
  });
  const tagsPlan = (b: WriteBase, tags: TagsFile, message: string) => ({
    message,
    next: { ...b.content, tags },
    files: { [CONTENT_FILES.tags]: tagsToYaml(tags) },
  });

  // Affiliate products.
  app.get(
    '/api/admin/affiliate-products',
    async (event) => {
      await adminReader(event, ctx);
      return { products: ctx.state.content.affiliate.map((p) => ({ ...p, version: itemVersion(p) })) };
    },
    meta,
  );

  app.post(
    '/api/admin/affiliate-products',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const fields = productFields(body);
      const outcome = await admin.writer.write({
        author,
        plan: (b) => {
          const product = parseProduct({ ...fields, id: nextId(b.content.affiliate), created_at: ctx.now().toISOString() });
          return { ...affiliatePlan(b, [...b.content.affiliate, product], COMMIT.addProduct(product.title)), result: product };
        },
      });
      return reply({ success: true, product: { ...outcome.result, version: itemVersion(outcome.result) }, commit: outcome.commit }, { status: 201 });
    },
    meta,
  );

  app.put(
    '/api/admin/affiliate-products/:id',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const id = idOf(event);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const { version } = validate(Version, body, 'body');
      const fields = productFields(body);
      const outcome = await admin.writer.write({
        author,
        expect: [{ thing: 'product', given: version, current: (b) => itemVersion(productOf(b, id)) }],
        plan: (b) => {
          const current = productOf(b, id);
          if (!current) throw notFound(`No affiliate product with id ${id}`);
          const product = parseProduct({ ...current, ...fields, id });
          const products = b.content.affiliate.map((p) => (p.id === id ? product : p));
          return { ...affiliatePlan(b, products, COMMIT.updateProduct(id)), result: product };
        },
      });
      return { success: true, product: { ...outcome.result, version: itemVersion(outcome.result) }, commit: outcome.commit };
    },
    meta,
  );

  app.delete(
    '/api/admin/affiliate-products/:id',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const id = idOf(event);
      const version = event.url.searchParams.get('version') ?? undefined;
      const outcome = await admin.writer.write({
        author,
        expect: [{ thing: 'product', given: version, current: (b) => itemVersion(productOf(b, id)) }],
        plan: (b) => {
          if (!productOf(b, id)) throw notFound(`No affiliate product with id ${id}`);
          return { ...affiliatePlan(b, b.content.affiliate.filter((p) => p.id !== id), COMMIT.removeProduct(id)), result: id };
        },
      });
      return { success: true, id: outcome.result, commit: outcome.commit };
    },
    meta,
  );

  // Food tags.
  app.get(
    '/api/admin/food-tags',
    async (event) => {
      await adminReader(event, ctx);
      return { foodTags: ctx.state.content.tags.food_tags.map((t) => ({ ...t, version: itemVersion(t) })) };
    },
    meta,
  );

  app.put(
    '/api/admin/food-tags/:name',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const name = (getRouterParam(event, 'name', { decode: true }) ?? '').trim();
      if (name === '') throw badRequest('Food name is required');
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const { version } = validate(Version, body, 'body');
      const tags = validate(z.array(z.string().trim().min(1).max(100), { error: 'expected a list of tags' }).max(100), toList(body.tags ?? []), 'tags');
      // The first spelling of a tag wins; repeats in another case are dropped.
      const unique = tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);
      const entryOf = (b: WriteBase, foodName: string) => b.content.tags.food_tags.find((t) => foldText(t.food_name) === foldText(foodName));
      const outcome = await admin.writer.write({
        author,
        expect: [{ thing: 'food tag list', given: version, current: (b) => itemVersion(entryOf(b, name)) }],
        plan: (b) => {
          const food = findFoodIn(b.content.foods, name);
          if (!food) throw notFound(`Food not found: "${name}"`);
          const others = b.content.tags.food_tags.filter((t) => foldText(t.food_name) !== foldText(food.name));
          const entry = { food_name: food.name, tags: unique };
          const foodTags = unique.length === 0 ? others : [...others, entry].sort((a, c) => (foldText(a.food_name) < foldText(c.food_name) ? -1 : 1));
          return { ...tagsPlan(b, { ...b.content.tags, food_tags: foodTags }, COMMIT.setFoodTags(food.name)), result: entry };
        },
      });
      return { success: true, foodTag: { ...outcome.result, version: outcome.result.tags.length ? itemVersion(outcome.result) : ABSENT_VERSION }, commit: outcome.commit };
    },
    meta,
  );

  // Keyword mappings.
  app.get(
    '/api/admin/keyword-tag-mappings',
    async (event) => {
      await adminReader(event, ctx);
      return { mappings: ctx.state.content.tags.keyword_mappings.map((m) => ({ ...m, version: itemVersion(m) })) };
    },
    meta,
  );

  app.post(
    '/api/admin/keyword-tag-mappings',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const fields = mappingFields(body);
      const outcome = await admin.writer.write({
        author,
        plan: (b) => {
          const mapping = parseMapping({ ...fields, id: nextId(b.content.tags.keyword_mappings) });
          const tags = { ...b.content.tags, keyword_mappings: [...b.content.tags.keyword_mappings, mapping] };
          return { ...tagsPlan(b, tags, COMMIT.addMapping(mapping.keyword, mapping.product_tag)), result: mapping };
        },
      });
      return reply({ success: true, mapping: { ...outcome.result, version: itemVersion(outcome.result) }, commit: outcome.commit }, { status: 201 });
    },
    meta,
  );

  app.put(
    '/api/admin/keyword-tag-mappings/:id',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const id = idOf(event);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const { version } = validate(Version, body, 'body');
      const fields = mappingFields(body);
      const outcome = await admin.writer.write({
        author,
        expect: [{ thing: 'mapping', given: version, current: (b) => itemVersion(mappingOf(b, id)) }],
        plan: (b) => {
          const current = mappingOf(b, id);
          if (!current) throw notFound(`No keyword mapping with id ${id}`);
          const mapping = parseMapping({ ...current, ...fields, id });
          const tags = { ...b.content.tags, keyword_mappings: b.content.tags.keyword_mappings.map((m) => (m.id === id ? mapping : m)) };
          return { ...tagsPlan(b, tags, COMMIT.updateMapping(id)), result: mapping };
        },
      });
      return { success: true, mapping: { ...outcome.result, version: itemVersion(outcome.result) }, commit: outcome.commit };
    },
    meta,
  );

  app.delete(
    '/api/admin/keyword-tag-mappings/:id',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const id = idOf(event);
      const version = event.url.searchParams.get('version') ?? undefined;
      const outcome = await admin.writer.write({
        author,
        expect: [{ thing: 'mapping', given: version, current: (b) => itemVersion(mappingOf(b, id)) }],
        plan: (b) => {
          if (!mappingOf(b, id)) throw notFound(`No keyword mapping with id ${id}`);
          const tags = { ...b.content.tags, keyword_mappings: b.content.tags.keyword_mappings.filter((m) => m.id !== id) };
          return { ...tagsPlan(b, tags, COMMIT.removeMapping(id)), result: id };
        },
      });
      return { success: true, id: outcome.result, commit: outcome.commit };
    },
    meta,
  );

  app.get(
    '/api/admin/tag-statistics',
    async (event) => {
      await adminReader(event, ctx);
      const { affiliate, tags } = ctx.state.content;
      return {
        totalProducts: affiliate.length,
        totalFoods: tags.food_tags.filter((t) => t.tags.length > 0).length,
        totalMappings: tags.keyword_mappings.length,
        productTagCounts: countsOf(affiliate.flatMap((p) => p.tags)),
        foodTagCounts: countsOf(tags.food_tags.flatMap((t) => t.tags)),
        keywordCounts: countsOf(tags.keyword_mappings.map((m) => m.keyword)),
      };
    },
    meta,
  );
}
