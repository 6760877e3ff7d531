/**
 * What createApp needs to know, and how `npm start` and the bench read it from the
 * environment. Every environment variable is validated here, with a message that names it.
 */
import { issueLine, issueTexts } from '../core/issues.ts';
import { resolve } from 'node:path';
import { z } from 'zod';
import { mailFromEnv, MailEnvSchema, type MailOptions } from './accounts/mail-settings.ts';
import {
  DEFAULT_HUMAN_CHECK,
  humanCheckFromEnv,
  HumanCheckEnvSchema,
  type HumanCheckOptions,
} from './human-check/settings.ts';
import type { StorageKind } from './stores/drivers.ts';

/** Requests per window per client IP, per bucket of routes. */
export interface RateLimitOptions {
  /** Routes that do work (the game's and completion POSTs). Default 100, the terms' limit. */
  work?: number;
  /** Cacheable reads (GETs a CDN would serve) and autocomplete. Default 2000. */
  read?: number;
  /** Window length in seconds. Default 900 (15 minutes). */
  windowSeconds?: number;
}

/** The parts an instance can play. */
export const INSTANCE_ROLES = ['single', 'writer', 'reader'] as const;
export type InstanceRole = (typeof INSTANCE_ROLES)[number];

/** createApp's options; only contentDir and dataDir are required. */
export interface AppOptions {
  /** The content directory (foods, calendar, relations ...). */
  contentDir: string;
  /** Where persistent data lives (completions under <dataDir>/store/). */
  dataDir: string;
  /** Driver of the persistent stores. Default 'fs'; tests use 'memory'; { kind: 'redis', url } to share them
   * between instances.
   */
  storage?: StorageKind;
  /**
   * A PostgreSQL database (postgres://…) for the records (users, submissions, blocked IPs,
   * contact messages, synced progress); omit to keep them in lowdb files under dataDir.
   */
  databaseUrl?: string;
  /** The clock seam: what "now" is. Default the system clock. */
  now?: () => Date;
  /** Rate limits, or false to switch them off. */
  rateLimit?: RateLimitOptions | false;
  /** Take the client IP from X-Forwarded-For (only behind a proxy you control). Default false. */
  trustProxy?: boolean;
  /**
   * The most completions a day counted from one household (an IPv4 address, an IPv6 /56):
   * docs/api.md, "challenge-complete". Default 4.
   */
  completionsPerHousehold?: number;
  /** Result cards one household may make a day (a third of them in an hour): docs/leagues.md. Default 30. */
  resultCardsPerDay?: number;
  /** Origins allowed to call the API from a browser (CORS). Default the local site, http://localhost:4321. */
  corsOrigins?: readonly string[];
  /** The site's public origin, for links in share text. Default the first CORS origin. */
  siteOrigin?: string;
  /** The built site (dist/) to serve beside the API; omit to serve the API alone. */
  siteDir?: string;
  /** Largest accepted request body in bytes. Default 65536. */
  bodyLimit?: number;
  /**
   * This instance's part when several run (docs/deploy.md): 'single' (the default: one
   * instance does everything), 'writer' (makes admin changes and announces them), or
   * 'reader' (refuses admin changes, follows the writer's content).
   */
  role?: InstanceRole;
  /** A reader pulls its content working copy (git pull --ff-only) before reloading. Default false. */
  contentPull?: boolean;
  /** How often a reader checks for new content when no announcement came. Default 30 s. */
  contentPollSeconds?: number;
  /** Print nothing (tests). Default false. */
  silent?: boolean;
  /** The human check before login and contact (docs/accounts.md). Default ALTCHA; { provider: 'off' } in tests. */
  humanCheck?: HumanCheckOptions;
  /** Where contact messages are sent: SMTP when smtpUrl is set, else <dataDir>/outbox/. */
  mail?: MailOptions;
  /**
   * One JSON line per request (api/http/request-log.ts): true writes them to standard
   * output, a stream writes them there. Default true unless silent.
   */
  requestLog?: boolean | { write(line: string): unknown };
  /** /api/metrics (api/routes/metrics.ts): off by default; on answers loopback clients not behind a proxy, and
   * holders of the token.
   */
  metrics?: MetricsOptions;
}

/** Who may read the Prometheus metrics. */
export interface MetricsOptions {
  enabled: boolean;
  /** A bearer token that may read them from anywhere. */
  token?: string;
}

/** The options with every default filled in. */
export type ResolvedOptions = Required<Omit<AppOptions, 'rateLimit' | 'siteDir' | 'databaseUrl' | 'metrics'>> & {
  metrics: MetricsOptions;
  rateLimit: Required<RateLimitOptions> | false;
  siteDir: string | undefined;
  databaseUrl: string | undefined;
};

/** Where `npm start` listens unless PORT says otherwise. */
export const DEFAULT_PORT = 4321;
/** The local site's origin, allowed by CORS by default. */
export const DEFAULT_ORIGIN = `http://localhost:${DEFAULT_PORT}`;
/** The terms' 100 work requests per 15 minutes, and a far higher read limit. */
export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { work: 100, read: 2000, windowSeconds: 900 };
/** A family of four plays on; a script with a thousand player ids counts as one. */
export const DEFAULT_COMPLETIONS_PER_HOUSEHOLD = 4;
/** Result cards a household may make a day; a third of them in any hour. */
export const DEFAULT_RESULT_CARDS_PER_DAY = 30;

/** Fills in the defaults of createApp's options. */
export function resolveOptions(options: AppOptions): ResolvedOptions {
  const corsOrigins = options.corsOrigins ?? [DEFAULT_ORIGIN, `http://127.0.0.1:${DEFAULT_PORT}`];
  return {
    contentDir: resolve(options.contentDir),
    dataDir: resolve(options.dataDir),
    storage: options.storage ?? (options.databaseUrl ? { kind: 'postgres', url: options.databaseUrl } : 'fs'),
    databaseUrl: options.databaseUrl,
    now: options.now ?? (() => new Date()),
    rateLimit: options.rateLimit === false ? false : { ...DEFAULT_RATE_LIMIT, ...options.rateLimit },
    trustProxy: options.trustProxy ?? false,
    completionsPerHousehold: options.completionsPerHousehold ?? DEFAULT_COMPLETIONS_PER_HOUSEHOLD,
    resultCardsPerDay: options.resultCardsPerDay ?? DEFAULT_RESULT_CARDS_PER_DAY,
    corsOrigins,
    siteOrigin: options.siteOrigin ?? corsOrigins[0] ?? DEFAULT_ORIGIN,
    siteDir: options.siteDir === undefined ? undefined : resolve(options.siteDir),
    bodyLimit: options.bodyLimit ?? 65_536,
    silent: options.silent ?? false,
    role: options.role ?? 'single',
    contentPull: options.contentPull ?? false,
    contentPollSeconds: options.contentPollSeconds ?? 30,
    humanCheck: options.humanCheck ?? DEFAULT_HUMAN_CHECK,
    mail: options.mail ?? {},
    requestLog: options.requestLog ?? !(options.silent ?? false),
    metrics: options.metrics ?? { enabled: false },
  };
}

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be at least 1`);

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: `${name} must be 1, 0, true or false` })
    .transform((v) => v === '1' || v === 'true');

/** The environment variables `npm start` reads; all optional. */
export const EnvSchema = z
  .object({
    /** Port to listen on. Default 4321. */
    PORT: z.coerce
      .number({ error: 'PORT must be a port number' })
      .int('PORT must be a port number')
      .min(0)
      .max(65535, 'PORT must be at most 65535')
      .optional(),
    /** Interface to listen on. Default localhost. */
    HOST: z.string().min(1).optional(),
    /** Content directory. Default ./content. */
    CONTENT_DIR: z.string().min(1).optional(),
    /** Data directory. Default ./data. */
    DATA_DIR: z.string().min(1).optional(),
    /** A fixed "now" (ISO instant such as 2026-03-08T12:00:00Z) for tests and demos. */
    PLATTER_NOW: z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'PLATTER_NOW must be an ISO instant such as 2026-03-08T12:00:00Z')
      .optional(),
    /** The site's public origin(s), comma-separated; the first is used in share links. */
    SITE_ORIGIN: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().replace(/\/+$/, ''))
          .filter((s) => s !== ''),
      )
      .refine(
        (list) => list.every((o) => URL.canParse(o)),
        'SITE_ORIGIN must be one or more origins such as https://platter.example',
      )
      .optional(),
    /** Requests per 15 minutes per IP on the work routes. Default 100. */
    RATE_LIMIT_WORK: positiveInt('RATE_LIMIT_WORK').optional(),
    /** Requests per 15 minutes per IP on the read routes. Default 2000. */
    RATE_LIMIT_READ: positiveInt('RATE_LIMIT_READ').optional(),
    /** Completions a day counted in the public figures from one household (IPv4 address, IPv6 /56). Default 4. */
    COMPLETIONS_PER_HOUSEHOLD: positiveInt('COMPLETIONS_PER_HOUSEHOLD').optional(),
    /** Result cards a day one household may make (a third of them in an hour). Default 30. */
    RESULT_CARDS_PER_DAY: positiveInt('RESULT_CARDS_PER_DAY').optional(),
    /** Trust X-Forwarded-For (behind a proxy you control). Default 0. */
    TRUST_PROXY: flag('TRUST_PROXY').optional(),
    /** 'memory' keeps completions in memory only (demos). Default fs, or Redis when REDIS_URL is set. */
    STORAGE: z.enum(['fs', 'memory'], { error: 'STORAGE must be fs or memory' }).optional(),
    /** A Redis server for the keyed stores (sessions, completions), shared by every API instance given the same URL. */
    REDIS_URL: z
      .string()
      .refine(
        (v) => URL.canParse(v) && ['redis:', 'rediss:'].includes(new URL(v).protocol),
        'REDIS_URL must be a URL such as redis://localhost:6379 (rediss:// for TLS)',
      )
      .optional(),
    /** single (default), writer or reader: see docs/deploy.md. */
    PLATTER_ROLE: z.enum(INSTANCE_ROLES, { error: 'PLATTER_ROLE must be single, writer or reader' }).optional(),
    /** A reader pulls its content clone before reloading. Default 0. */
    CONTENT_PULL: flag('CONTENT_PULL').optional(),
    /** Seconds between a reader's checks for new content. Default 30. */
    CONTENT_POLL_SECONDS: positiveInt('CONTENT_POLL_SECONDS').optional(),
    /** A PostgreSQL database for the records (and the keyed stores when REDIS_URL is not set). */
    DATABASE_URL: z
      .string()
      .refine(
        (v) => URL.canParse(v) && ['postgres:', 'postgresql:'].includes(new URL(v).protocol),
        'DATABASE_URL must be a URL such as postgres://platter@localhost:5432/platter',
      )
      .optional(),
    /** The site's whole build output at start (1), or a few lines about it (0, the default). */
    PLATTER_BUILD_LOG: flag('PLATTER_BUILD_LOG').optional(),
    /** One JSON line per request on standard output. Default 1. */
    REQUEST_LOG: flag('REQUEST_LOG').optional(),
    /** on serves /api/metrics to loopback clients not behind a proxy (and to METRICS_TOKEN holders). Default off. */
    METRICS: z.enum(['on', 'off'], { error: 'METRICS must be on or off' }).optional(),
    /** A bearer token that may read /api/metrics from anywhere. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters (try: openssl rand -hex 32)')
      .optional(),
    /** 0 serves the API alone; 1 (default) builds the site when stale and serves it. */
    SERVE_SITE: flag('SERVE_SITE').optional(),
    /** Where the built site is kept. Default dist/ in the checkout (scripts/site-build.ts). */
    SITE_DIR: z.string().min(1).optional(),
  })
  .extend(HumanCheckEnvSchema.shape)
  .extend(MailEnvSchema.shape);

/** Where to listen and how to build the app, as read from the environment. */
export interface ServerSettings {
  port: number;
  host: string;
  app: AppOptions;
  /** Print the site build's whole output (PLATTER_BUILD_LOG=1). */
  buildLog: boolean;
  /** Build and serve the site beside the API (SERVE_SITE, default on). */
  serveSite: boolean;
}

/**
 * Reads the environment into server settings. Throws an Error whose message lists every
 * bad variable and what it must be.
 */
export function settingsFromEnv(env: Record<string, string | undefined>, cwd: string): ServerSettings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      issueTexts(parsed.error.issues, { input: env })
        .map((t) => issueLine(t))
        .join('\n'),
    );
  }
  const e = parsed.data;
  if (e.REDIS_URL !== undefined && e.STORAGE !== undefined) {
    throw new Error(
      `STORAGE: is ${e.STORAGE} but REDIS_URL is set too; unset STORAGE to keep the stores in Redis, or ` +
        `REDIS_URL to keep them in ${e.STORAGE}`,
    );
  }
  const fixedNow = e.PLATTER_NOW === undefined ? undefined : new Date(e.PLATTER_NOW);
  const port = e.PORT ?? DEFAULT_PORT;
  const host = e.HOST ?? 'localhost';
  const origins = e.SITE_ORIGIN ?? [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const app: AppOptions = {
    contentDir: resolve(cwd, e.CONTENT_DIR ?? 'content'),
    dataDir: resolve(cwd, e.DATA_DIR ?? 'data'),
    storage:
      e.REDIS_URL !== undefined
        ? { kind: 'redis', url: e.REDIS_URL }
        : e.DATABASE_URL !== undefined && e.STORAGE === undefined
          ? { kind: 'postgres', url: e.DATABASE_URL }
          : (e.STORAGE ?? 'fs'),
    ...(e.DATABASE_URL === undefined ? {} : { databaseUrl: e.DATABASE_URL }),
    corsOrigins: origins,
    siteOrigin: origins[0],
    trustProxy: e.TRUST_PROXY ?? false,
    completionsPerHousehold: e.COMPLETIONS_PER_HOUSEHOLD ?? DEFAULT_COMPLETIONS_PER_HOUSEHOLD,
    resultCardsPerDay: e.RESULT_CARDS_PER_DAY ?? DEFAULT_RESULT_CARDS_PER_DAY,
    rateLimit: {
      work: e.RATE_LIMIT_WORK ?? DEFAULT_RATE_LIMIT.work,
      read: e.RATE_LIMIT_READ ?? DEFAULT_RATE_LIMIT.read,
    },
    humanCheck: humanCheckFromEnv(e),
    mail: mailFromEnv(e),
    role: e.PLATTER_ROLE ?? 'single',
    contentPull: e.CONTENT_PULL ?? false,
    contentPollSeconds: e.CONTENT_POLL_SECONDS ?? 30,
    requestLog: e.REQUEST_LOG ?? true,
    metrics: { enabled: e.METRICS === 'on', ...(e.METRICS_TOKEN === undefined ? {} : { token: e.METRICS_TOKEN }) },
  };
  if (fixedNow) app.now = () => new Date(fixedNow.getTime());
  return { port, host, app, buildLog: e.PLATTER_BUILD_LOG ?? false, serveSite: e.SERVE_SITE ?? true };
}
