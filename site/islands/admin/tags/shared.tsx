/** What the Tag Manager's tabs share: the shapes of its data, the list editor of products and mappings, the form
 * buttons and the limits.
 */
import { useState } from 'react';
import type { CONNECTION_TYPES } from '../../../../core/schemas/tags.ts';
import type { NoticeText } from '../../../components/Notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { adminRequest } from '../../../lib/admin-api.ts';

/** Elements shown per category (admin.md section 9). */
export const TOP_ELEMENTS = 20;
/** Entries shown per statistics card. */
export const TOP_STATS = 10;

export interface Product {
  id: number;
  title: string;
  link: string;
  image?: string;
  tags: string[];
  is_active: boolean;
  created_at?: string;
  version: string;
}
export interface FoodTag {
  food_name: string;
  tags: string[];
  version: string;
}
export interface Mapping {
  id: number;
  keyword: string;
  product_tag: string;
  connection_strength: number;
  connection_type: (typeof CONNECTION_TYPES)[number];
  version: string;
}
export interface TagStats {
  totalProducts: number;
  totalFoods: number;
  totalMappings: number;
  productTagCounts: Record<string, number>;
  foodTagCounts: Record<string, number>;
  keywordCounts: Record<string, number>;
}

export type Tab = 'products' | 'elements' | 'mappings' | 'statistics';
export type Say = (notice: NoticeText | undefined) => void;

/** A failed call as the tag manager words it: the server's message, or 'Unexpected error: ...' for anything else. */
export function failure(what: string, e: unknown): string {
  if (e instanceof ApiError) return `${what}: ${e.message}`;
  return `Unexpected error: ${e instanceof Error ? e.message : String(e)}`;
}

export function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The notices of one editable list: the spec's successes, and the failures' prefixes. */
export interface ListWords {
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/**
 * The add/edit form and the delete of one list of id-numbered items (products, keyword
 * mappings): the item being edited, the form's values, and the three writes, each sending
 * the version it loaded and saying how it went.
 */
export function useListEditor<T extends { id: number; version: string }, F>(opts: {
  path: string;
  empty: F;
  toForm: (item: T) => F;
  words: ListWords;
  reload: () => void;
  say: Say;
}) {
  const { path, empty, toForm, words, reload, say } = opts;
  const [form, setForm] = useState<F>(empty);
  const [editing, setEditing] = useState<T | undefined>(undefined);

  const edit = (item: T) => {
    setEditing(item);
    setForm(toForm(item));
  };
  const cancel = () => {
    setEditing(undefined);
    setForm(empty);
  };
  const save = async (body: Record<string, unknown>) => {
    try {
      if (editing) {
        await adminRequest('PUT', `${path}/${editing.id}`, { ...body, version: editing.version });
        say({ kind: 'ok', text: words.updated });
      } else {
        await adminRequest('POST', path, body);
        say({ kind: 'ok', text: words.added });
      }
      cancel();
      reload();
    } catch (err) {
      say({ kind: 'error', text: failure(editing ? words.updateFailed : words.addFailed, err) });
    }
  };
  const remove = async (item: T, question: string) => {
    if (!window.confirm(question)) return;
    try {
      await adminRequest('DELETE', `${path}/${item.id}?version=${encodeURIComponent(item.version)}`);
      say({ kind: 'ok', text: words.deleted });
      reload();
    } catch (err) {
      say({ kind: 'error', text: failure(words.deleteFailed, err) });
    }
  };
  return { form, setForm, editing, edit, cancel, save, remove };
}

/** The submit button of an add/edit form, and Cancel while editing. */
export function FormButtons({
  editing,
  add,
  update,
  onCancel,
}: {
  editing: boolean;
  add: string;
  update: string;
  onCancel: () => void;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="btn">
        {editing ? update : add}
      </button>
      {editing ? (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
