/**
 * The admin screens' calls (admin.md section 7), all with the stored bearer token through
 * site/lib/api.ts. Without a stored token a call fails with 'Authentication required'
 * (an upload with 'Authentication required for image upload'), as the spec says. Every
 * write sends back the version it loaded, so the server can refuse a stale write (409).
 */
import { AUTH_MESSAGES } from '../../core/accounts.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { ApiError, apiBase, request } from './api.ts';
import type { DifficultyLevel } from '../../core/feedback.ts';
import { clearCaches, getAuthToken } from './storage.ts';

/** A food as the admin list has it: the content record and its file version. */
export type AdminFood = FoodRecord & { version: string };

/** One calendar day. */
export interface AdminChallenge {
  date: string;
  food: string;
  slug: string;
  challengeNumber: number;
  /** The slug the day held when loaded. */
  version: string;
  /** How hard the dish is as the answer (core/feedback.ts); absent for a slug with no dish. */
  difficulty?: { solver: number; typicalLeft: number; level: DifficultyLevel };
}

/**
 * One call with the admin's token. After a successful change this browser's cached food
 * and challenge answers are dropped (admin.md section 7), so the admin's own game shows
 * the change at once.
 */
export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = getAuthToken();
  if (!token) throw new ApiError(AUTH_MESSAGES.required, 401);
  const answer = await request<T>(method, path, body, { token });
  if (method !== 'GET') clearCaches();
  return answer;
}

/** The message of a failed call, for alerts and inline errors. */
export function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : 'Unknown error occurred';
}

/** The spec's message for an upload without a stored token. */
export const UPLOAD_AUTH_MESSAGE = 'Authentication required for image upload';

/**
 * POST /api/admin/upload-food-image (multipart): `baseName` when adding, `foodName` and
 * `oldFoodName` when editing. Answers the image's public URL and stored file name.
 */
export async function uploadFoodImage(
  file: File,
  fields: { baseName?: string; foodName?: string; oldFoodName?: string; version?: string },
): Promise<{ publicUrl: string; image: string; food?: AdminFood }> {
  const token = getAuthToken();
  if (!token) throw new ApiError(UPLOAD_AUTH_MESSAGE, 401);
  const form = new FormData();
  form.set('image', file);
  for (const [key, value] of Object.entries(fields)) if (value) form.set(key, value);
  let res: Response;
  try {
    res = await fetch(`${apiBase()}/admin/upload-food-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  } catch (e) {
    throw new ApiError((e as Error).message || 'Network error', 0);
  }
  const payload = (await res.json().catch(() => ({}))) as {
    error?: string;
    publicUrl?: string;
    image?: string;
    food?: AdminFood;
  };
  if (!res.ok || !payload.publicUrl || !payload.image)
    throw new ApiError(payload.error || `HTTP error! status: ${res.status}`, res.status);
  clearCaches();
  return { publicUrl: payload.publicUrl, image: payload.image, ...(payload.food ? { food: payload.food } : {}) };
}

/** The URL the API serves an original image at (before the site is rebuilt with its variants). */
export function originalImageUrl(file: string): string {
  return `${apiBase()}/public/food-images/${encodeURIComponent(file)}`;
}

/** GET /api/admin/foods. */
export async function fetchAdminFoods(): Promise<{ foods: AdminFood[]; head: string | null }> {
  return adminRequest('GET', '/admin/foods');
}

/** Sizes as the screens show them: '812 B', '3.4 KB', '1.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Durations as the cache table shows them: '45 s', '12 min', '3.0 h'. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
