/** The Tag Manager's Category Elements tab: the most frequent values of each food category, and each food's tags. */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { splitList } from '../../../../core/normalise.ts';
import { buildSearchIndex, findFoodIn } from '../../../../core/search.ts';
import { adminRequest, type AdminFood } from '../../../lib/admin-api.ts';
import { FILTER_CATEGORIES, valueCounts } from '../food-form.ts';
import { type FoodTag, type Say, TOP_ELEMENTS, failure } from './shared.tsx';
import { keepEnterInField } from '../form-keys.ts';

export function ElementsTab({
  foods,
  foodTags,
  reload,
  say,
}: {
  foods: AdminFood[] | undefined;
  foodTags: FoodTag[] | undefined;
  reload: () => void;
  say: Say;
}) {
  const [foodName, setFoodName] = useState('');
  const [tags, setTags] = useState('');
  // A dish by its name, slug or an alias, as everywhere (core/search.ts findFood).
  const index = useMemo(() => (foods ? buildSearchIndex(foods) : undefined), [foods]);
  const find = (name: string) => (foods && index ? findFoodIn(foods, name, index) : undefined);
  const food = find(foodName);
  const entry = food ? foodTags?.find((t) => find(t.food_name) === food) : undefined;
  const cards = useMemo(
    () =>
      foods ? FILTER_CATEGORIES.map((c) => ({ ...c, top: valueCounts(foods, c.key).slice(0, TOP_ELEMENTS) })) : [],
    [foods],
  );

  useEffect(() => setTags(entry ? entry.tags.join(', ') : ''), [entry]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!food) return say({ kind: 'error', text: `No food named "${foodName}"` });
    try {
      await adminRequest('PUT', `/admin/food-tags/${encodeURIComponent(food.name)}`, {
        tags: splitList(tags),
        version: entry?.version ?? 'absent',
      });
      say({ kind: 'ok', text: 'Food tags updated successfully!' });
      reload();
    } catch (err) {
      say({ kind: 'error', text: failure('Failed to update food tags', err) });
    }
  };

  return (
    <>
      <form onSubmit={save} onKeyDown={keepEnterInField} className="admin-form" aria-labelledby="food-tags-title">
        <h2 id="food-tags-title">Food tags</h2>
        <datalist id="tag-foods">
          {(foods ?? []).map((f) => (
            <option key={f.slug} value={f.name} />
          ))}
        </datalist>
        <div className="admin-grid">
          <div className="field">
            <label htmlFor="tags-food">Food</label>
            <input
              id="tags-food"
              type="text"
              list="tag-foods"
              value={foodName}
              onChange={(e) => setFoodName(e.target.value)}
              autoComplete="off"
            />
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
