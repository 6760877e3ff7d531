/**
 * /admin-tags, the tag manager: Affiliate Products (add, edit, delete; a title and a URL
 * link required), Category Elements (the 20 most frequent values of each food category,
 * and each food's tags), Keyword Mappings (keyword to product tag, strength 1 to 5,
 * type direct by default) and Statistics (the top 10 of each count). Products, tags and
 * mappings are content files, so each save is a commit.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { CONNECTION_TYPES } from '../../../core/schemas/tags.ts';
import { foldText, splitList } from '../../../core/normalise.ts';
import { Notice, type NoticeText } from '../../components/Notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { adminRequest, fetchAdminFoods, type AdminFood } from './admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminNotice } from './AdminNotice.tsx';
import { DataTable, RowButton } from './DataTable.tsx';
import { FILTER_CATEGORIES, valueCounts } from './food-form.ts';
import { TabPanel, Tabs } from './Tabs.tsx';

/** Elements shown per category (admin.md section 9). */
const TOP_ELEMENTS = 20;
/** Entries shown per statistics card. */
const TOP_STATS = 10;

interface Product {
  id: number;
  title: string;
  link: string;
  image?: string;
  tags: string[];
  is_active: boolean;
  created_at?: string;
  version: string;
}
interface FoodTag {
  food_name: string;
  tags: string[];
  version: string;
}
interface Mapping {
  id: number;
  keyword: string;
  product_tag: string;
  connection_strength: number;
  connection_type: (typeof CONNECTION_TYPES)[number];
  version: string;
}
interface TagStats {
  totalProducts: number;
  totalFoods: number;
  totalMappings: number;
  productTagCounts: Record<string, number>;
  foodTagCounts: Record<string, number>;
  keywordCounts: Record<string, number>;
}

type Tab = 'products' | 'elements' | 'mappings' | 'statistics';
type Say = (notice: NoticeText | undefined) => void;

/** A failed call as the tag manager words it: the server's message, or 'Unexpected error: ...' for anything else. */
function failure(what: string, e: unknown): string {
  if (e instanceof ApiError) return `${what}: ${e.message}`;
  return `Unexpected error: ${e instanceof Error ? e.message : String(e)}`;
}

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The notices of one editable list: the spec's successes, and the failures' prefixes. */
interface ListWords {
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
function useListEditor<T extends { id: number; version: string }, F>(opts: { path: string; empty: F; toForm: (item: T) => F; words: ListWords; reload: () => void; say: Say }) {
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
function FormButtons({ editing, add, update, onCancel }: { editing: boolean; add: string; update: string; onCancel: () => void }) {
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

const EMPTY_PRODUCT = { title: '', link: '', image: '', tags: '', is_active: true };

function ProductsTab({ products, reload, say }: { products: Product[] | undefined; reload: () => void; say: Say }) {
  const { form, setForm, editing, edit, cancel, save, remove } = useListEditor({
    path: '/admin/affiliate-products',
    empty: EMPTY_PRODUCT,
    toForm: (p: Product) => ({ title: p.title, link: p.link, image: p.image ?? '', tags: p.tags.join(', '), is_active: p.is_active }),
    words: {
      added: 'Product added successfully!',
      updated: 'Product updated successfully!',
      deleted: 'Product deleted successfully!',
      addFailed: 'Failed to add product',
      updateFailed: 'Failed to update product',
      deleteFailed: 'Failed to delete product',
    },
    reload,
    say,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.title.trim() || !form.link.trim()) return say({ kind: 'error', text: 'A title and a shopping link are required.' });
    if (!isUrl(form.link.trim())) return say({ kind: 'error', text: 'The link must be a URL (https://...).' });
    await save({ title: form.title.trim(), link: form.link.trim(), image: form.image.trim() || undefined, tags: splitList(form.tags), is_active: form.is_active });
  };

  return (
    <>
      <form onSubmit={submit} className="admin-form" aria-label={editing ? `Edit ${editing.title}` : 'Add a product'}>
        <h2>{editing ? `Edit ${editing.title}` : 'Add a product'}</h2>
        <div className="admin-grid">
          <div className="field">
            <label htmlFor="product-title">Title *</label>
            <input id="product-title" type="text" value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} aria-required />
          </div>
          <div className="field">
            <label htmlFor="product-link">Shopping link *</label>
            <input id="product-link" type="text" inputMode="url" value={form.link} onChange={(e) => setForm({ ...form, link: e.target.value })} aria-required />
          </div>
          <div className="field">
            <label htmlFor="product-image">Image URL</label>
            <input id="product-image" type="text" inputMode="url" value={form.image} onChange={(e) => setForm({ ...form, image: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="product-tags">Tags</label>
            <input id="product-tags" type="text" value={form.tags} onChange={(e) => setForm({ ...form, tags: e.target.value })} />
            <span className="muted small">Comma-separated.</span>
          </div>
        </div>
        <label className="check">
          <input type="checkbox" checked={form.is_active} onChange={(e) => setForm({ ...form, is_active: e.target.checked })} /> Active (shown to players)
        </label>
        <FormButtons editing={editing !== undefined} add="Add Product" update="Update Product" onCancel={cancel} />
      </form>
      {products ? (
        <DataTable columns={['Title', 'Link', 'Tags', 'Active']} actions empty="No affiliate products yet: add the first with the form above.">
          {products.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.title}</th>
              <td className="small">
                <a href={p.link} target="_blank" rel="noopener noreferrer">
                  {p.link}
                </a>
              </td>
              <td>{p.tags.join(', ')}</td>
              <td>{p.is_active ? 'Yes' : 'No'}</td>
              <td className="admin-actions">
                <RowButton label="Edit" row={p.title} onClick={() => edit(p)} />
                <RowButton label="Delete" row={p.title} danger onClick={() => void remove(p, `Delete ${p.title}?`)} />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}

function ElementsTab({ foods, foodTags, reload, say }: { foods: AdminFood[] | undefined; foodTags: FoodTag[] | undefined; reload: () => void; say: Say }) {
  const [foodName, setFoodName] = useState('');
  const [tags, setTags] = useState('');
  const food = foods?.find((f) => foldText(f.name) === foldText(foodName));
  const entry = food ? foodTags?.find((t) => foldText(t.food_name) === foldText(food.name)) : undefined;
  const cards = useMemo(() => (foods ? FILTER_CATEGORIES.map((c) => ({ ...c, top: valueCounts(foods, c.key).slice(0, TOP_ELEMENTS) })) : []), [foods]);

  useEffect(() => setTags(entry ? entry.tags.join(', ') : ''), [entry]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!food) return say({ kind: 'error', text: `No food named "${foodName}"` });
    try {
      await adminRequest('PUT', `/admin/food-tags/${encodeURIComponent(food.name)}`, { tags: splitList(tags), version: entry?.version ?? 'absent' });
      say({ kind: 'ok', text: 'Food tags updated successfully!' });
      reload();
    } catch (err) {
      say({ kind: 'error', text: failure('Failed to update food tags', err) });
    }
  };

  return (
    <>
      <form onSubmit={save} className="admin-form" aria-labelledby="food-tags-title">
        <h2 id="food-tags-title">Food tags</h2>
        <datalist id="tag-foods">
          {(foods ?? []).map((f) => (
            <option key={f.slug} value={f.name} />
          ))}
        </datalist>
        <div className="admin-grid">
          <div className="field">
            <label htmlFor="tags-food">Food</label>
            <input id="tags-food" type="text" list="tag-foods" value={foodName} onChange={(e) => setFoodName(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="tags-tags">Tags</label>
            <input id="tags-tags" type="text" value={tags} onChange={(e) => setTags(e.target.value)} disabled={!food} />
            <span className="muted small">Comma-separated product tags; empty removes them all.</span>
          </div>
        </div>
        <button type="submit" className="btn" disabled={!food}>
          Save Tags
        </button>
      </form>
      <h2>Most frequent elements</h2>
      {!foods ? <p className="loading">Loading the dishes…</p> : null}
      <div className="stat-cards">
        {cards.map((c) => (
          <section key={c.key} className="card" aria-labelledby={`el-${c.key}`}>
            <h3 id={`el-${c.key}`}>{c.label}</h3>
            {c.top.length === 0 ? (
              <p className="muted small">None yet.</p>
            ) : (
              <ol>
                {c.top.map(([value, n]) => (
                  <li key={value}>
                    {value} <span className="muted small">({n})</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

const EMPTY_MAPPING = { keyword: '', product_tag: '', connection_strength: '1', connection_type: 'direct' as Mapping['connection_type'] };

function MappingsTab({ mappings, reload, say }: { mappings: Mapping[] | undefined; reload: () => void; say: Say }) {
  const { form, setForm, editing, edit, cancel, save, remove } = useListEditor({
    path: '/admin/keyword-tag-mappings',
    empty: EMPTY_MAPPING,
    toForm: (m: Mapping) => ({ keyword: m.keyword, product_tag: m.product_tag, connection_strength: String(m.connection_strength), connection_type: m.connection_type }),
    words: {
      added: 'Mapping added successfully!',
      updated: 'Mapping updated successfully!',
      deleted: 'Mapping deleted successfully!',
      addFailed: 'Failed to add mapping',
      updateFailed: 'Failed to update mapping',
      deleteFailed: 'Failed to delete mapping',
    },
    reload,
    say,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.keyword.trim() || !form.product_tag.trim()) return say({ kind: 'error', text: 'A keyword and a product tag are required.' });
    const strength = Number(form.connection_strength);
    if (!Number.isInteger(strength) || strength < 1 || strength > 5) return say({ kind: 'error', text: 'Strength must be 1 to 5' });
    await save({ keyword: form.keyword.trim(), product_tag: form.product_tag.trim(), connection_strength: strength, connection_type: form.connection_type });
  };

  return (
    <>
      <form onSubmit={submit} className="admin-form" aria-label={editing ? 'Edit mapping' : 'Add a mapping'}>
        <h2>{editing ? 'Edit mapping' : 'Add a mapping'}</h2>
        <div className="admin-grid">
          <div className="field">
            <label htmlFor="map-keyword">Keyword *</label>
            <input id="map-keyword" type="text" value={form.keyword} onChange={(e) => setForm({ ...form, keyword: e.target.value })} aria-required />
          </div>
          <div className="field">
            <label htmlFor="map-tag">Product tag *</label>
            <input id="map-tag" type="text" value={form.product_tag} onChange={(e) => setForm({ ...form, product_tag: e.target.value })} aria-required />
          </div>
          <div className="field">
            <label htmlFor="map-strength">Strength (1 to 5)</label>
            <input id="map-strength" type="number" min={1} max={5} step={1} value={form.connection_strength} onChange={(e) => setForm({ ...form, connection_strength: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="map-type">Type</label>
            <select id="map-type" value={form.connection_type} onChange={(e) => setForm({ ...form, connection_type: e.target.value as Mapping['connection_type'] })}>
              {CONNECTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FormButtons editing={editing !== undefined} add="Add Mapping" update="Update Mapping" onCancel={cancel} />
      </form>
      {mappings ? (
        <DataTable columns={['Keyword', 'Product tag', 'Strength', 'Type']} actions empty="No keyword mappings yet: map a keyword to a product tag above.">
          {mappings.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.keyword}</th>
              <td>{m.product_tag}</td>
              <td>{m.connection_strength}</td>
              <td>{m.connection_type}</td>
              <td className="admin-actions">
                <RowButton label="Edit" row={m.keyword} onClick={() => edit(m)} />
                <RowButton label="Delete" row={m.keyword} danger onClick={() => void remove(m, `Delete the mapping ${m.keyword} → ${m.product_tag}?`)} />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="loading">Loading mappings…</p>
      )}
    </>
  );
}

function StatCard({ title, counts }: { title: string; counts: Record<string, number> }) {
  const top = Object.entries(counts).slice(0, TOP_STATS);
  return (
    <section className="card" aria-label={title}>
      <h3>{title}</h3>
      {top.length === 0 ? (
        <p className="muted small">None yet.</p>
      ) : (
        <ol>
          {top.map(([name, n]) => (
            <li key={name}>
              {name} <span className="muted small">({n})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TagScreen() {
  const [tab, setTab] = useState<Tab>('products');
  const [products, setProducts] = useState<Product[] | undefined>(undefined);
  const [foods, setFoods] = useState<AdminFood[] | undefined>(undefined);
  const [foodTags, setFoodTags] = useState<FoodTag[] | undefined>(undefined);
  const [mappings, setMappings] = useState<Mapping[] | undefined>(undefined);
  const [stats, setStats] = useState<TagStats | undefined>(undefined);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<NoticeText | undefined>(undefined);

  const load = useCallback(async () => {
    const problems: string[] = [];
    const attempt = async <T,>(load: () => Promise<T>, set: (v: T) => void, message: string) => {
      try {
        set(await load());
      } catch (e) {
        problems.push(e instanceof ApiError ? message : `Unexpected error: ${e instanceof Error ? e.message : String(e)}`);
      }
    };
    await Promise.all([
      attempt(() => adminRequest<{ products: Product[] }>('GET', '/admin/affiliate-products'), (a) => setProducts(a.products), 'Failed to load affiliate products.'),
      attempt(() => adminRequest<{ foodTags: FoodTag[] }>('GET', '/admin/food-tags'), (a) => setFoodTags(a.foodTags), 'Failed to load food tags.'),
      attempt(() => adminRequest<{ mappings: Mapping[] }>('GET', '/admin/keyword-tag-mappings'), (a) => setMappings(a.mappings), 'Failed to load keyword mappings.'),
      attempt(fetchAdminFoods, (a) => setFoods(a.foods), 'Failed to load foods.'),
      attempt(() => adminRequest<TagStats>('GET', '/admin/tag-statistics'), setStats, 'Failed to load statistics.'),
    ]);
    setErrors(problems);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const reload = () => void load();

  return (
    <div className="admin-screen">
      <h1>Tag Manager</h1>
      {errors.map((e) => (
        <Notice key={e} text={e} />
      ))}
      <AdminNotice notice={notice} />
      <Tabs
        label="Tag manager"
        current={tab}
        onChange={(t) => {
          setTab(t);
          setNotice(undefined);
        }}
        tabs={[
          { id: 'products', label: 'Affiliate Products' },
          { id: 'elements', label: 'Category Elements' },
          { id: 'mappings', label: 'Keyword Mappings' },
          { id: 'statistics', label: 'Statistics' },
        ]}
      />
      <TabPanel id={tab}>
        {tab === 'products' ? <ProductsTab products={products} reload={reload} say={setNotice} /> : null}
        {tab === 'elements' ? <ElementsTab foods={foods} foodTags={foodTags} reload={reload} say={setNotice} /> : null}
        {tab === 'mappings' ? <MappingsTab mappings={mappings} reload={reload} say={setNotice} /> : null}
        {tab === 'statistics' ? (
          stats ? (
            <>
              <p>
                Products: <strong>{stats.totalProducts}</strong> · Tagged foods: <strong>{stats.totalFoods}</strong> · Mappings: <strong>{stats.totalMappings}</strong>
              </p>
              <div className="stat-cards">
                <StatCard title="Product tags" counts={stats.productTagCounts} />
                <StatCard title="Food tags" counts={stats.foodTagCounts} />
                <StatCard title="Keywords" counts={stats.keywordCounts} />
              </div>
            </>
          ) : (
            <p className="loading">Loading statistics…</p>
          )
        ) : null}
      </TabPanel>
    </div>
  );
}

export default function TagManager() {
  return (
    <AdminGate permissionLine>
      <TagScreen />
    </AdminGate>
  );
}
