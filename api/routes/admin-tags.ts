/**
 * The tag manager's routes: affiliate products (content/affiliate.yaml), food tags and
 * keyword-to-tag mappings (content/tags.yaml), and the tag statistics. Products and
 * mappings live in content files like the dishes, so every change is a commit through
 * the content writer. A product or mapping's version is a hash of its fields: a write
 * based on one someone else changed since is refused, one based on another is not.
 */
import { getRouterParam, type H3, type H3Event } from 'h3';
import { z } from 'zod';
import type { Content } from '../../core/node/content.ts';
import { CONTENT_FILES } from '../../core/content-paths.ts';
import { affiliateToYaml, tagsToYaml } from '../../core/node/write.ts';
import { foldText } from '../../core/normalise.ts';
import { AffiliateProductSchema } from '../../core/schemas/affiliate.ts';
import { KeywordMappingSchema, type TagsFile } from '../../core/schemas/tags.ts';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { formatIssues } from '../../core/issues.ts';
import { readJson, validate } from '../http/validate.ts';
import type { ContentPlan, WriteBase } from '../admin/write-plan.ts';
import { findFoodIn } from '../../core/search.ts';
import { adminReader, adminWriter } from '../admin/guard.ts';
import { COMMIT } from '../../core/commit-messages.ts';
import { adminOf } from '../admin/services.ts';
import { toList } from '../http/list-input.ts';
import { ABSENT_VERSION, versionOfBytes } from '../admin/versions.ts';

/** The version of a product, mapping or food-tag entry: a hash of its fields. */
export function itemVersion(item: unknown): string {
  return item === undefined ? ABSENT_VERSION : versionOfBytes(JSON.stringify(item));
}

const AnyObject = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' });
const IdParam = z.coerce
  .number({ error: 'expected a whole number id' })
  .int('expected a whole number id')
  .positive('expected a whole number id');
const Version = z.object({ version: z.string().max(100).optional() });

function idOf(event: H3Event): number {
  return validate(IdParam, getRouterParam(event, 'id'), 'id');
}

/** The fields of a product from a body; `link` may also come as `amazon_link`, tags as a list or comma text. */
function productFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ['title', 'link', 'image', 'tags', 'is_active'] as const)
    if (body[key] !== undefined) fields[key] = body[key];
  if (fields.link === undefined && body.amazon_link !== undefined) fields.link = body.amazon_link;
  if (fields.tags !== undefined) fields.tags = toList(fields.tags);
  if (fields.image === '' || fields.image === null) delete fields.image;
  return fields;
}

/** `input` parsed with `schema`; a 400 names each bad field of the `what` ('product.link: ...'). */
function parseItem<T>(schema: z.ZodType<T>, what: string, input: Record<string, unknown>): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(formatIssues(result.error.issues, what, input));
  return result.data;
}

/** The fields of a mapping from a body; strength may come as text ('3'). */
function mappingFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ['keyword', 'product_tag', 'connection_strength', 'connection_type'] as const) {
    if (body[key] !== undefined && body[key] !== '' && body[key] !== null) fields[key] = body[key];
  }
  if (typeof fields.connection_strength === 'string' && /^\s*\d+\s*$/.test(fields.connection_strength))
    fields.connection_strength = Number(fields.connection_strength);
  return fields;
}

/** Counts of each value, most frequent first (ties by name), as an object in that order. */
function countsOf(values: Iterable<string>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
}

const nextId = (items: readonly { id: number }[]) => items.reduce((max, i) => Math.max(max, i.id), 0) + 1;

/**
 * A list of id-numbered items in a content file (affiliate products, keyword mappings):
 * what its list, add, update and remove routes need to know.
 */
interface IdCollection<T extends { id: number }> {
  /** The list's route; one item's is `${path}/:id`. */
  path: string;
  /** One item's name: its JSON key, the 400's field prefix and the 409's thing ('product'). */
  one: string;
  /** The list's JSON key ('products'). */
  many: string;
  /** What a 404 says for an id. */
  missing(id: number): string;
  schema: z.ZodType<T>;
  /** The list as the content holds it. */
  items(content: Content): readonly T[];
  /** The change that makes `items` the new list, with its commit message. */
  plan(b: WriteBase, items: T[], message: string): Omit<ContentPlan<unknown>, 'result'>;
  /** The item fields a request body gives. */
  fields(body: Record<string, unknown>): Record<string, unknown>;
  /** Fields a new item gets besides its id (a product's created_at). */
  created?(): Record<string, unknown>;
  /** The commit messages of the three writes. */
  commit: { add(item: T): string; update(id: number): string; remove(id: number): string };
}

/** GET, POST, PUT /:id and DELETE /:id of one id-numbered collection; each write is one commit. */
function idCollectionRoutes<T extends { id: number }>(app: H3, ctx: AppContext, c: IdCollection<T>): void {
  const admin = adminOf(ctx);
  const meta = routeMeta('no-store', 'read');
  const itemOf = (b: WriteBase, id: number) => c.items(b.content).find((i) => i.id === id);
  const expectItem = (id: number, given: string | undefined) => [
    { thing: c.one, given, current: (b: WriteBase) => itemVersion(itemOf(b, id)) },
  ];
  const withVersion = (item: T) => ({ ...item, version: itemVersion(item) });

  app.get(
    c.path,
    async (event) => {
      await adminReader(event, ctx);
      return { [c.many]: c.items(ctx.state.content).map(withVersion) };
    },
    meta,
  );

  app.post(
    c.path,
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const fields = c.fields(await readJson(event, AnyObject, ctx.options.bodyLimit));
      const outcome = await admin.writer.write({
        author,
        plan: (b) => {
          const items = c.items(b.content);
          const item = parseItem(c.schema, c.one, { ...fields, id: nextId(items), ...c.created?.() });
          return { ...c.plan(b, [...items, item], c.commit.add(item)), result: item };
        },
      });
      return reply({ success: true, [c.one]: withVersion(outcome.result), commit: outcome.commit }, { status: 201 });
    },
    meta,
  );

  app.put(
    `${c.path}/:id`,
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const id = idOf(event);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const { version } = validate(Version, body, 'body');
      const fields = c.fields(body);
      const outcome = await admin.writer.write({
        author,
        expect: expectItem(id, version),
        plan: (b) => {
          const current = itemOf(b, id);
          if (!current) throw notFound(c.missing(id));
          const item = parseItem(c.schema, c.one, { ...current, ...fields, id });
          return {
            ...c.plan(
              b,
              c.items(b.content).map((i) => (i.id === id ? item : i)),
              c.commit.update(id),
            ),
            result: item,
          };
        },
      });
      return { success: true, [c.one]: withVersion(outcome.result), commit: outcome.commit };
    },
    meta,
  );

  app.delete(
    `${c.path}/:id`,
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const id = idOf(event);
      const version = event.url.searchParams.get('version') ?? undefined;
      const outcome = await admin.writer.write({
        author,
        expect: expectItem(id, version),
        plan: (b) => {
          if (!itemOf(b, id)) throw notFound(c.missing(id));
          return {
            ...c.plan(
              b,
              c.items(b.content).filter((i) => i.id !== id),
              c.commit.remove(id),
            ),
            result: id,
          };
        },
      });
      return { success: true, id: outcome.result, commit: outcome.commit };
    },
    meta,
  );
}

/** Registers the affiliate-product, food-tag, keyword-mapping and statistics routes (admin only). */
export function adminTagRoutes(app: H3, ctx: AppContext): void {
  const admin = adminOf(ctx);
  const meta = routeMeta('no-store', 'read');
  const tagsPlan = (b: WriteBase, tags: TagsFile, message: string) => ({
    message,
    next: { ...b.content, tags },
    files: { [CONTENT_FILES.tags]: tagsToYaml(tags) },
  });

  idCollectionRoutes(app, ctx, {
    path: '/api/admin/affiliate-products',
    one: 'product',
    many: 'products',
    missing: (id) => `No affiliate product with id ${id}`,
    schema: AffiliateProductSchema,
    items: (content) => content.affiliate,
    plan: (b, products, message) => ({
      message,
      next: { ...b.content, affiliate: products },
      files: { [CONTENT_FILES.affiliate]: affiliateToYaml(products) },
    }),
    fields: productFields,
    created: () => ({ created_at: ctx.now().toISOString() }),
    commit: { add: (p) => COMMIT.addProduct(p.title), update: COMMIT.updateProduct, remove: COMMIT.removeProduct },
  });

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
      const tags = validate(
        z.array(z.string().trim().min(1).max(100), { error: 'expected a list of tags' }).max(100),
        toList(body.tags ?? []),
        'tags',
      );
      // The first spelling of a tag wins; repeats in another case are dropped.
      const unique = tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);
      const entryOf = (b: WriteBase, foodName: string) =>
        b.content.tags.food_tags.find((t) => foldText(t.food_name) === foldText(foodName));
      const outcome = await admin.writer.write({
        author,
        expect: [{ thing: 'food tag list', given: version, current: (b) => itemVersion(entryOf(b, name)) }],
        plan: (b) => {
          const food = findFoodIn(b.content.foods, name);
          if (!food) throw notFound(`Food not found: "${name}"`);
          const others = b.content.tags.food_tags.filter((t) => foldText(t.food_name) !== foldText(food.name));
          const entry = { food_name: food.name, tags: unique };
          const foodTags =
            unique.length === 0
              ? others
              : [...others, entry].sort((a, c) => (foldText(a.food_name) < foldText(c.food_name) ? -1 : 1));
          return {
            ...tagsPlan(b, { ...b.content.tags, food_tags: foodTags }, COMMIT.setFoodTags(food.name)),
            result: entry,
          };
        },
      });
      return {
        success: true,
        foodTag: {
          ...outcome.result,
          version: outcome.result.tags.length ? itemVersion(outcome.result) : ABSENT_VERSION,
        },
        commit: outcome.commit,
      };
    },
    meta,
  );

  idCollectionRoutes(app, ctx, {
    path: '/api/admin/keyword-tag-mappings',
    one: 'mapping',
    many: 'mappings',
    missing: (id) => `No keyword mapping with id ${id}`,
    schema: KeywordMappingSchema,
    items: (content) => content.tags.keyword_mappings,
    plan: (b, mappings, message) => tagsPlan(b, { ...b.content.tags, keyword_mappings: mappings }, message),
    fields: mappingFields,
    commit: {
      add: (m) => COMMIT.addMapping(m.keyword, m.product_tag),
      update: COMMIT.updateMapping,
      remove: COMMIT.removeMapping,
    },
  });

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
