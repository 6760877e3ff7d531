/**
 * The request logger behind the settings menu's Debug Requests (admin.md sections 7 and
 * 9): while on, every request the page makes through fetch is logged to the console with
 * its method, URL, how many times that URL was requested, headers and body; a repeat of
 * the same request within 1 s is flagged rapid; every 60 s the log is trimmed to the last
 * 100 entries, and every 30 s a summary is logged. Off by default; the switch is the
 * `logsEnabled` preference, so it survives a reload and follows other tabs.
 */
import { getPreferences, onStorageChange, PREFERENCES_KEY, setPreferences } from './storage.ts';

/** The spec's constants. */
export const REQUEST_LOGGER = { cleanupMs: 60_000, keep: 100, statsMs: 30_000, rapidMs: 1000 } as const;

/** One logged request. */
export interface LoggedRequest {
  method: string;
  url: string;
  /** Epoch ms it started. */
  at: number;
  /** How many times this method and URL were requested while logging. */
  count: number;
  /** The same method and URL less than 1 s before. */
  rapid: boolean;
}

let entries: LoggedRequest[] = [];
const counts = new Map<string, number>();
const lastSeen = new Map<string, number>();
let original: typeof fetch | undefined;
let timers: ReturnType<typeof setInterval>[] = [];

function describe(
  input: RequestInfo | URL,
  init?: RequestInit,
): { method: string; url: string; headers: Record<string, string>; body: unknown } {
  const req = input instanceof Request ? input : undefined;
  const method = (init?.method ?? req?.method ?? 'GET').toUpperCase();
  const url = req ? req.url : String(input);
  const headers: Record<string, string> = {};
  new Headers(init?.headers ?? req?.headers).forEach((value, key) => {
    // A bearer token in the console would be one copy-paste from leaking.
    headers[key] = key === 'authorization' ? `${value.split(' ')[0]} [hidden]` : value;
  });
  let body: unknown = init?.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // not JSON: log the text
    }
  }
  return { method, url, headers, body };
}

/** Records one request and logs it; answers the entry. */
export function logRequest(input: RequestInfo | URL, init?: RequestInit, now = Date.now()): LoggedRequest {
  const { method, url, headers, body } = describe(input, init);
  const key = `${method} ${url}`;
  const count = (counts.get(key) ?? 0) + 1;
  counts.set(key, count);
  const previous = lastSeen.get(key);
  const rapid = previous !== undefined && now - previous < REQUEST_LOGGER.rapidMs;
  lastSeen.set(key, now);
  const entry: LoggedRequest = { method, url, at: now, count, rapid };
  entries.push(entry);
  console.log(`[request] ${method} ${url} (#${count})${rapid ? ' RAPID: repeated within 1 s' : ''}`, { headers, body });
  return entry;
}

/** The entries kept so far (the last 100 after each cleanup). */
export function loggedRequests(): readonly LoggedRequest[] {
  return entries;
}

function cleanup(): void {
  if (entries.length > REQUEST_LOGGER.keep) entries = entries.slice(-REQUEST_LOGGER.keep);
}

function logStats(): void {
  const rapid = entries.filter((e) => e.rapid).length;
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.info(`[request] ${entries.length} requests logged, ${rapid} rapid; most requested:`, Object.fromEntries(top));
}

/** True while the logger wraps fetch. */
export function isRequestLoggerOn(): boolean {
  return original !== undefined;
}

function start(): void {
  if (original) return;
  const wrapped = window.fetch;
  original = wrapped;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    try {
      logRequest(input, init);
    } catch (e) {
      console.warn('[request] could not log a request:', e);
    }
    return wrapped.call(window, input, init);
  };
  timers = [setInterval(cleanup, REQUEST_LOGGER.cleanupMs), setInterval(logStats, REQUEST_LOGGER.statsMs)];
  console.info('[request] request logging on');
}

function stop(): void {
  if (!original) return;
  window.fetch = original;
  original = undefined;
  for (const t of timers) clearInterval(t);
  timers = [];
  console.info('[request] request logging off');
}

/**
 * Follows the logsEnabled preference from now on (call once per page); answers the
 * function that stops following (and logging).
 */
export function followRequestLoggerPreference(): () => void {
  const sync = () => (getPreferences().logsEnabled ? start() : stop());
  sync();
  const unlisten = onStorageChange(PREFERENCES_KEY, sync);
  return () => {
    unlisten();
    stop();
  };
}

/** Debug Requests: flips the logsEnabled preference; answers the new state. */
export function toggleRequestLogger(): boolean {
  return setPreferences({ logsEnabled: !getPreferences().logsEnabled }).logsEnabled;
}
