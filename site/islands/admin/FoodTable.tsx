/** The Food Manager's statistics and its table of dishes: search, sort, pages of 50, edit and delete. */
import { useMemo, useState } from 'react';
import { descriptionQuality } from '../../../core/description-quality.ts';
import { foldText } from '../../../core/normalise.ts';
import { DishIcon } from '../../components/DishIcon.tsx';
import { ApiError } from '../../lib/api.ts';
import { Notice } from '../../components/Notice.tsx';
import { adminRequest, messageOf, type AdminFood } from '../../lib/admin-api.ts';
import { BarList, SplitBar } from './Bars.tsx';
import { DataTable, RowButton } from './DataTable.tsx';
import { FILTER_CATEGORIES, valueCounts } from './food-form.ts';
import { usesValue } from '../../../core/value-counts.ts';
import { useGate } from './GateDialog.tsx';

/** Dishes shown at first, and added by each 'Show more'. */
const PAGE = 50;

export function FoodStats({ foods }: { foods: readonly AdminFood[] }) {
  const stats = useMemo(() => {
    const bands = { green: 0, orange: 0, red: 0 };
    for (const f of foods) bands[descriptionQuality(f.description).color]++;
    return {
      total: foods.length,
      withImage: foods.filter((f) => f.image).length,
      withDescription: foods.filter((f) => f.description.trim() !== '').length,
      bands,
      regions: valueCounts(foods, 'regions'),
    };
  }, [foods]);
  return (
    <section className="page-card" aria-labelledby="food-stats-title">
      <h2 id="food-stats-title">Statistics</h2>
      <dl className="stats-grid admin-stats">
        <div>
          <dt>Foods</dt>
          <dd data-testid="food-total">{stats.total}</dd>
        </div>
        <div>
          <dt>With an image</dt>
          <dd>{stats.withImage}</dd>
        </div>
        <div>
          <dt>With a description</dt>
          <dd>{stats.withDescription}</dd>
        </div>
        <div>
          <dt>Descriptions good / fair / need work</dt>
          <dd>
            {stats.bands.green} / {stats.bands.orange} / {stats.bands.red}
            <SplitBar
              parts={[
                { name: 'Good', value: stats.bands.green, tone: 'good' },
                { name: 'Fair', value: stats.bands.orange, tone: 'fair' },
                { name: 'Needs work', value: stats.bands.red, tone: 'poor' },
              ]}
            />
          </dd>
        </div>
      </dl>
      <h3 className="bar-list-title">Dishes by region</h3>
      <BarList rows={stats.regions} label="Dishes by region" />
    </section>
  );
}

export function FoodTable({
  foods,
  onEdit,
  onDeleted,
}: {
  foods: readonly AdminFood[];
  onEdit: (f: AdminFood) => void;
  onDeleted: () => void;
}) {
  const [category, setCategory] = useState<string>('');
  const [value, setValue] = useState('');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);

  const filter = FILTER_CATEGORIES.find((c) => c.key === category);
  const values = useMemo(() => (filter ? valueCounts(foods, filter.key) : []), [foods, filter]);
  const shown = useMemo(() => {
    const needle = foldText(search);
    return foods.filter(
      (f) =>
        (!filter || value === '' || usesValue(f, filter.key, value)) &&
        (needle === '' || foldText(f.name).includes(needle) || f.aliases.some((a) => foldText(a).includes(needle))),
    );
  }, [foods, filter, value, search]);

  const gate = useGate();
  const [failure, setFailure] = useState('');

  const remove = async (food: AdminFood) => {
    setFailure('');
    const sure = await gate.ask({
      kind: 'plain',
      title: `Delete ${food.name}?`,
      body: <p>The dish, its image and its food tags go, in one commit.</p>,
      confirmLabel: 'Delete',
    });
    if (!sure) return;
    const path = `/admin/foods/${encodeURIComponent(food.name)}?version=${encodeURIComponent(food.version)}`;
    try {
      await adminRequest('DELETE', path);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409 && err.message.includes('force=1'))) {
        setFailure(`Delete failed: ${messageOf(err)}`);
        return;
      }
      // On the calendar: asked again; and when a day is played, the gate asks why (naming each day).
      const free = await gate.ask({
        kind: 'plain',
        title: `Free the days of ${food.name}?`,
        body: (
          <p>{err.message.replace(/: remove it from the calendar first.*$/, '')}; deleting the dish frees its days.</p>
        ),
        confirmLabel: `Delete ${food.name} and free its days`,
      });
      if (!free) return;
      try {
        if (!(await gate.send('DELETE', `${path}&force=1`))) return;
      } catch (again) {
        setFailure(`Delete failed: ${messageOf(again)}`);
        return;
      }
    }
    onDeleted();
  };

  return (
    <section className="page-card" aria-labelledby="food-table-title">
      <h2 id="food-table-title">Foods</h2>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="food-search">Search</label>
          <input
            id="food-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name or other name"
          />
        </div>
        <div className="field">
          <label htmlFor="food-filter-category">Filter by</label>
          <select
            id="food-filter-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setValue('');
            }}
          >
            <option value="">All categories</option>
            {FILTER_CATEGORIES.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {filter ? (
          <div className="field">
            <label htmlFor="food-filter-value">{filter.label}</label>
            <select id="food-filter-value" value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="">Any</option>
              {values.map(([v, n]) => (
                <option key={v} value={v}>
                  {v} ({n})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className="muted small" aria-live="polite">
        {shown.length} of {foods.length} foods
      </p>
      <Notice text={failure} />
      {gate.dialog}
      <DataTable
        columns={['Name', 'Cuisine', 'Region', 'Course', 'Description', 'Image']}
        actions
        empty={
          foods.length === 0
            ? 'No dishes yet: add the first with the form above.'
            : 'No dish matches this search and filter.'
        }
      >
        {shown.slice(0, limit).map((f) => {
          const q = descriptionQuality(f.description);
          return (
            <tr key={f.slug}>
              <th scope="row">
                <span className="dish-label">
                  <DishIcon icon={f.icon} />
                  {f.name}
                </span>
              </th>
              <td>{f.origin.join(', ')}</td>
              <td>{f.regions.join(', ')}</td>
              <td>{f.course_placement.join(', ')}</td>
              <td>
                <span className={`quality-score quality-${q.color}`}>{q.score}</span>
              </td>
              <td>{f.image ? 'Yes' : 'No'}</td>
              <td className="admin-actions">
                <RowButton label="Edit" row={f.name} onClick={() => onEdit(f)} />
                <RowButton label="Delete" row={f.name} danger onClick={() => void remove(f)} />
              </td>
            </tr>
          );
        })}
      </DataTable>
      {shown.length > limit ? (
        <button type="button" className="btn btn-secondary" onClick={() => setLimit((l) => l + PAGE)}>
          Show more ({shown.length - limit} left)
        </button>
      ) : null}
    </section>
  );
}
