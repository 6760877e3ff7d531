/**
 * The food manager's routes (admin.md section 7): list, add, update (keyed by the old
 * name, rename included), delete, delete an image and upload one; plus the public URL of
 * an original image, so the manager can show an upload before the site is rebuilt. Every
 * write is a commit through the content writer.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRouterParam, HTTPError, type H3, type H3Event } from 'h3';
import { FastResponse } from 'srvx';
import { z } from 'zod';
import { NotAnImageError, storeOriginalImage } from '../../core/node/images.ts';
import { contentPath } from '../../core/node/write.ts';
import { foodFile, imageFile } from '../../core/content-paths.ts';
import { bearerToken } from '../accounts/guards.ts';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { readJson, readQuery, validate } from '../http/validate.ts';
import { BaseVersion, foodFromBody } from '../admin/food-body.ts';
import { findFoodIn } from '../../core/search.ts';
import {
  mustFindFood,
  planAddFood,
  planRemoveFood,
  planRemoveImage,
  planSetImage,
  planUpdateFood,
} from '../admin/food-changes.ts';
import { adminReader, adminWriter } from '../admin/guard.ts';
import { adminOf } from '../admin/services.ts';
import { ABSENT_VERSION } from '../admin/versions.ts';
import { isImageFileName } from '../../core/schemas/paths.ts';
import { foldText } from '../../core/normalise.ts';
import { GateFields, gateOf, gateRequest } from '../admin/gate-input.ts';

/** The largest image accepted, in bytes (413 beyond). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The spec's answer to an upload without a token. */
export const UPLOAD_AUTH_MESSAGE = 'Authentication required for image upload';

/** Where the API serves an original image (content/images/<file>). */
export const FOOD_IMAGE_PATH = '/api/public/food-images';

/** A JSON object body of any fields (a food with its versions). */
const AnyObject = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' });

/** DELETE /api/admin/foods/:name query. */
const DeleteQuery = z.object({
  /** 1 or true: also free the calendar days of the dish. */
  force: z.enum(['1', '0', 'true', 'false'], { error: 'expected 1 or 0' }).optional(),
  /** The food file's version the screen loaded. */
  version: z.string().max(100).optional(),
  ...GateFields.shape,
});

function nameParam(event: H3Event): string {
  const name = (getRouterParam(event, 'name', { decode: true }) ?? '').trim();
  if (name === '') throw badRequest('Food name is required');
  return name;
}

/** Image file names an original may have (the food schema's rule). */

/** The request body as bytes, refusing (413) beyond `limit` before or while reading. */
async function readLimited(event: H3Event, limit: number): Promise<Uint8Array> {
  const declared = Number(event.req.headers.get('content-length') ?? NaN);
  const tooLarge = () =>
    new HTTPError({
      status: 413,
      message: `the image is larger than ${Math.round(limit / 1024 / 1024)} MB; resize it and try again`,
    });
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = event.req.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The fields of the upload form. */
const UploadFields = z.object({
  /** Add form: the name the image is stored under (the food may not exist yet). */
  baseName: z.string().trim().min(1).max(200).optional(),
  /** Edit form: the dish's (new) name. */
  foodName: z.string().trim().min(1).max(200).optional(),
  /** Edit form: the dish's name before this edit, when it changes. */
  oldFoodName: z.string().trim().min(1).max(200).optional(),
  /** The food file's version the screen loaded. */
  version: z.string().max(100).optional(),
});

/** Registers the food routes (admin only; writes refused from blocked addresses) and the public image route. */
export function adminFoodRoutes(app: H3, ctx: AppContext): void {
  const admin = adminOf(ctx);
  const meta = routeMeta('no-store', 'read');

  app.get(
    '/api/admin/foods',
    async (event) => {
      await adminReader(event, ctx);
      const state = ctx.state;
      const root = state.content.root;
      const foods = state.foods.map((f) => ({ ...f, version: admin.versions.of(contentPath(root, foodFile(f.slug))) }));
      return { foods, total: foods.length, head: await admin.writer.head() };
    },
    meta,
  );

  app.post(
    '/api/admin/foods',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const base = validate(BaseVersion, body, 'body');
      const food = foodFromBody(body);
      const outcome = await admin.writer.write({
        author,
        ...gateOf(body),
        head: base.head,
        headThing: 'food list',
        plan: (b) => planAddFood(b, food),
      });
      const slug = outcome.result.food!.slug;
      return reply(
        {
          success: true,
          food: { ...outcome.result.food, version: outcome.versions[foodFile(slug)] },
          commit: outcome.commit,
          head: outcome.head,
          warnings: outcome.warnings,
        },
        { status: 201 },
      );
    },
    meta,
  );

  app.put(
    '/api/admin/foods/:name',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const name = nameParam(event);
      const body = await readJson(event, AnyObject, ctx.options.bodyLimit);
      const base = validate(BaseVersion, body, 'body');
      const food = foodFromBody(body);
      const outcome = await admin.writer.write({
        author,
        ...gateOf(body),
        head: base.head,
        headThing: 'food',
        expect: [
          {
            thing: 'food',
            given: base.version,
            current: (b) => {
              const found = findFoodIn(b.content.foods, name);
              return found ? b.fileVersion(foodFile(found.slug)) : ABSENT_VERSION;
            },
            file: (b) => {
              const found = findFoodIn(b.content.foods, name);
              return found ? foodFile(found.slug) : undefined;
            },
          },
        ],
        plan: (b) => {
          const previous = mustFindFood(b, name);
          // The form has no image field: a body that does not mention the image keeps it.
          const keepImage = !('image' in body) && !('image_url' in body) && previous.image !== undefined;
          return planUpdateFood(b, previous, keepImage ? { ...food, image: previous.image } : food);
        },
      });
      const written = outcome.result.food!;
      return {
        success: true,
        food: { ...written, version: outcome.versions[foodFile(written.slug)] },
        movedDays: outcome.result.days,
        commit: outcome.commit,
        head: outcome.head,
        warnings: outcome.warnings,
      };
    },
    meta,
  );

  app.delete(
    '/api/admin/foods/:name',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const name = nameParam(event);
      const q = readQuery(event, DeleteQuery);
      const force = q.force === '1' || q.force === 'true';
      const outcome = await admin.writer.write({
        author,
        ...gateRequest(q),
        expect: [
          {
            thing: 'food',
            given: q.version,
            current: (b) => {
              const found = findFoodIn(b.content.foods, name);
              return found ? b.fileVersion(foodFile(found.slug)) : ABSENT_VERSION;
            },
            file: (b) => {
              const found = findFoodIn(b.content.foods, name);
              return found ? foodFile(found.slug) : undefined;
            },
          },
        ],
        plan: (b) => planRemoveFood(b, mustFindFood(b, name), force),
      });
      return { success: true, freedDays: outcome.result.days, commit: outcome.commit, head: outcome.head };
    },
    meta,
  );

  app.delete(
    '/api/admin/food-image/:name',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const name = nameParam(event);
      const outcome = await admin.writer.write({ author, plan: (b) => planRemoveImage(b, mustFindFood(b, name)) });
      const food = outcome.result.food;
      return {
        success: true,
        food: { ...food, version: outcome.versions[foodFile(food.slug)] },
        commit: outcome.commit,
        head: outcome.head,
      };
    },
    meta,
  );

  app.post(
    '/api/admin/upload-food-image',
    async (event) => {
      if (!bearerToken(event))
        throw new HTTPError({ status: 401, message: UPLOAD_AUTH_MESSAGE, headers: { 'www-authenticate': 'Bearer' } });
      const { author } = await adminWriter(event, ctx);
      const type = event.req.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data'))
        throw badRequest('body: expected multipart/form-data with an image file');
      // Room for the other form fields around the image.
      const bytes = await readLimited(event, MAX_IMAGE_BYTES + 64 * 1024);
      let form: FormData;
      try {
        form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
      } catch (e) {
        throw badRequest(`body: malformed multipart form (${(e as Error).message})`);
      }
      const image = form.get('image');
      if (!(image instanceof Blob)) throw badRequest('image: expected an image file in the "image" field');
      if (image.size > MAX_IMAGE_BYTES)
        throw new HTTPError({
          status: 413,
          message: `the image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB; resize it and try again`,
        });
      if (image.size === 0) throw badRequest('image: the file is empty');
      const text = (key: string) => {
        const v = form.get(key);
        return typeof v === 'string' && v.trim() !== '' ? v : undefined;
      };
      const fields = validate(
        UploadFields,
        {
          baseName: text('baseName'),
          foodName: text('foodName'),
          oldFoodName: text('oldFoodName'),
          version: text('version'),
        },
        'form',
      );
      const storedName = fields.foodName ?? fields.baseName;
      if (!storedName)
        throw badRequest(
          'baseName: give the food name the image belongs to (baseName when adding, foodName when editing)',
        );

      // Re-encode (type checked by sharp, metadata stripped, size capped) in a scratch
      // folder: nothing reaches the content until the writer validates and commits.
      const scratch = mkdtempSync(join(tmpdir(), 'platter-upload-'));
      let stored: { file: string; bytes: Uint8Array };
      try {
        const input = join(scratch, 'upload');
        writeFileSync(input, new Uint8Array(await image.arrayBuffer()));
        const { file } = await storeOriginalImage(scratch, storedName, input);
        if (!isImageFileName(file))
          throw badRequest(`baseName: "${storedName}" gives no usable file name; use letters or digits`);
        stored = { file, bytes: readFileSync(join(scratch, imageFile(file))) };
      } catch (e) {
        if (e instanceof NotAnImageError)
          throw badRequest('image: the file is not an image; use a JPEG, PNG, WebP or AVIF file');
        throw e;
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }

      const target = fields.oldFoodName ?? fields.foodName;
      const outcome = await admin.writer.write({
        author,
        expect: target
          ? [
              {
                thing: 'food',
                given: fields.version,
                current: (b) => {
                  const found = findFoodIn(b.content.foods, target);
                  return found ? b.fileVersion(foodFile(found.slug)) : ABSENT_VERSION;
                },
                file: (b) => {
                  const found = findFoodIn(b.content.foods, target);
                  return found ? foodFile(found.slug) : undefined;
                },
              },
            ]
          : [],
        plan: (b) => {
          // Editing: the dish must exist. Adding: the form uploads right after adding the
          // dish, so the image goes to the dish named exactly so, if there is one; a name
          // that only folds to another dish's slug ("Pad-Thai") names no dish, and
          // planSetImage refuses to take that dish's file.
          const food = target
            ? mustFindFood(b, target)
            : b.content.foods.find((f) => foldText(f.name) === foldText(storedName));
          return planSetImage(b, stored.file, stored.bytes, food);
        },
      });
      const food = outcome.result.food;
      return {
        success: true,
        publicUrl: `${FOOD_IMAGE_PATH}/${encodeURIComponent(outcome.result.image)}`,
        image: outcome.result.image,
        food: food ? { ...food, version: outcome.versions[foodFile(food.slug)] } : undefined,
        commit: outcome.commit,
        head: outcome.head,
      };
    },
    meta,
  );

  app.get(
    `${FOOD_IMAGE_PATH}/:file`,
    (event) => {
      const file = getRouterParam(event, 'file', { decode: true }) ?? '';
      if (!isImageFileName(file)) throw notFound('No such image');
      let bytes: Buffer;
      try {
        bytes = readFileSync(contentPath(ctx.options.contentDir, imageFile(file)));
      } catch {
        throw notFound('No such image');
      }
      const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
      const type = ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : `image/${ext}`;
      return new FastResponse(bytes as BodyInit, {
        headers: { 'content-type': type, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
      });
    },
    routeMeta('hours', 'read'),
  );
}
