/**
 * The admin management screen's routes: users (read only: admin rights are granted
 * outside the app, with `platter users grant-admin`), blocked IP addresses (block,
 * unblock), the server cache (entries, clear all, clear one) and the state of the
 * background site rebuild.
 */
import { getRouterParam, type H3 } from 'h3';
import { z } from 'zod';
import { accountsOf } from '../accounts/services.ts';
import type { AppContext } from '../context.ts';
import { contentHealth } from './health.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { readJson, validate } from '../http/validate.ts';
import { BlockIpBody, normaliseIp } from '../admin/blocked-ips.ts';
import { adminReader, adminWriter, clientIpOf } from '../admin/guard.ts';
import { adminOf } from '../admin/services.ts';

/** The reason recorded when an admin blocks an address without giving one. */
export const DEFAULT_BLOCK_REASON = 'Blocked by admin';

const IdParam = z.coerce
  .number({ error: 'expected a whole number id' })
  .int('expected a whole number id')
  .positive('expected a whole number id');

/** Registers the users, blocked-IP, cache, site-build and content-status routes (admin only). */
export function adminManagementRoutes(app: H3, ctx: AppContext): void {
  const admin = adminOf(ctx);
  const meta = routeMeta('no-store', 'read');

  app.get(
    '/api/admin/users',
    async (event) => {
      await adminReader(event, ctx);
      const users = await accountsOf(ctx).users.list();
      return { users: users.map((u) => ({ id: u.id, username: u.username, is_admin: u.is_admin })) };
    },
    meta,
  );

  app.get(
    '/api/admin/blocked-ips',
    async (event) => {
      await adminReader(event, ctx);
      return { blockedIps: await admin.blockedIps.list() };
    },
    meta,
  );

  app.post(
    '/api/admin/blocked-ips',
    async (event) => {
      const { user } = await adminWriter(event, ctx);
      const body = await readJson(event, BlockIpBody, ctx.options.bodyLimit);
      if (normaliseIp(body.ip) === normaliseIp(clientIpOf(event, ctx))) {
        throw badRequest('ip: that is your own address; blocking it would lock you out of every admin change');
      }
      const { record, created } = await admin.blockedIps.block(
        body.ip,
        body.reason || DEFAULT_BLOCK_REASON,
        user.username,
        ctx.now(),
      );
      return reply({ success: true, blockedIp: record, created }, { status: created ? 201 : 200 });
    },
    meta,
  );

  app.post(
    '/api/admin/blocked-ips/:id/unblock',
    async (event) => {
      await adminWriter(event, ctx);
      const id = validate(IdParam, getRouterParam(event, 'id'), 'id');
      const removed = await admin.blockedIps.unblock(id);
      if (!removed) throw notFound(`No blocked IP with id ${id}`);
      return { success: true, unblocked: removed };
    },
    meta,
  );

  app.get(
    '/api/admin/cache',
    async (event) => {
      await adminReader(event, ctx);
      const entries = ctx.cache.entries();
      return { entries, count: entries.length, totalSize: ctx.cache.bytes };
    },
    meta,
  );

  app.delete(
    '/api/admin/cache',
    async (event) => {
      await adminWriter(event, ctx);
      const cleared = ctx.cache.entries().length;
      ctx.cache.clear();
      admin.versions.clear();
      return { success: true, cleared };
    },
    meta,
  );

  app.delete(
    '/api/admin/cache/:key',
    async (event) => {
      await adminWriter(event, ctx);
      const key = getRouterParam(event, 'key', { decode: true }) ?? '';
      if (!ctx.cache.entries().some((e) => e.key === key)) throw notFound(`No cache entry "${key}"`);
      ctx.cache.delete(key);
      return { success: true, cleared: key };
    },
    meta,
  );

  app.get(
    '/api/admin/site-build',
    async (event) => {
      await adminReader(event, ctx);
      const status = admin.rebuilder?.status();
      return { enabled: status !== undefined, ...(status ?? {}), head: await admin.writer.head() };
    },
    meta,
  );

  app.get(
    '/api/admin/content-status',
    async (event) => {
      await adminReader(event, ctx);
      const build = admin.rebuilder?.status();
      return {
        role: ctx.options.role,
        /** The commit served and when it was loaded (as /api/health says). */
        ...contentHealth(ctx),
        /** HEAD of the working copy: ahead of the served commit only for a moment. */
        head: await admin.writer.head(),
        /** Pulls, pushes and their failures, the last conflict. */
        remote: admin.writer.remoteStatus(),
        /** The site rebuild's state and last failure, when this instance rebuilds. */
        build: build ? { state: build.state, lastSuccessAt: build.lastSuccessAt, lastError: build.lastError } : null,
      };
    },
    meta,
  );
}
