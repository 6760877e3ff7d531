/**
 * /admin-food, the food manager: the add-food form (with an optional image), the table of
 * foods with the spec's 13 filter categories, statistics, the edit modal and delete.
 * Every save is a commit on the server; the table reloads from the server after each.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { descriptionQuality } from '../../../core/description-quality.ts';
import { foldText } from '../../../core/normalise.ts';
import { DishIcon } from '../../components/DishIcon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { adminRequest, fetchAdminFoods, messageOf, originalImageUrl, uploadFoodImage, type AdminFood } from './admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { BarList, SplitBar } from './Bars.tsx';
import { DataTable, RowButton } from './DataTable.tsx';
import { FoodFields } from './FoodFields.tsx';
import { editedFoodBody, emptyFoodForm, FILTER_CATEGORIES, foodToForm, formToFoodBody, knownValues, valueCounts, type FoodFormValues } from './food-form.ts';
import { ScorePreview } from './ScorePreview.tsx';
import { useAdminData } from './use-admin-data.ts';

/** Rows shown before "Show more". */
const PAGE = 50;

function AddFoodForm({ onAdded, foods }: { onAdded: () => void; foods: readonly AdminFood[] }) {
  const known = useMemo(() => knownValues(foods), [foods]);
  const [values, setValues] = useState<FoodFormValues>(emptyFoodForm);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { pending: busy, error, setError, run } = useSubmit();
  const [success, setSuccess] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess('');
    const name = (values.name ?? '').trim();
    if (!name) {
      setError('Food name is required');
      return;
    }
    await run(
      async () => {
        await adminRequest('POST', '/admin/foods', formToFoodBody(values));
        let imageError = '';
        if (image) {
          try {
            // The dish exists now: the server stores the image under its name and points the dish at it.
            await uploadFoodImage(image, { baseName: name });
          } catch (err) {
            imageError = err instanceof ApiError && err.status !== 0 && !err.message.startsWith('HTTP error!') ? err.message : 'Image upload failed';
          }
        }
        setValues(emptyFoodForm());
        setImage(null);
        setFileKey((k) => k + 1);
        setSuccess('Food added!');
        if (imageError) setError(imageError);
        onAdded();
      },
      { failure: messageOf },
    );
  };

  return (
    <form className="page-card admin-form" onSubmit={submit} noValidate aria-labelledby="add-food-title">
      <h2 id="add-food-title">Add a food</h2>
      <p className="muted small">Fields marked * are required. Lists are comma-separated.</p>
      <FoodFields values={values} known={known} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
      <ScorePreview values={values} foods={foods} />
      <div className="field">
        <label htmlFor="add-food-image">Image</label>
        <input key={fileKey} id="add-food-image" type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        <span className="muted small">Stored as the food name with other characters as underscores.</span>
      </div>
      <Notice text={error} />
      <Notice kind="ok" text={success} className="ok-text admin-success" />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Adding...' : 'Add Food'}
      </button>
    </form>
  );
}

function EditFoodModal({ food, foods, onClose, onSaved }: { food: AdminFood; foods: readonly AdminFood[]; onClose: () => void; onSaved: () => void }) {
  const known = useMemo(() => knownValues(foods), [foods]);
  const [values, setValues] = useState<FoodFormValues>(() => foodToForm(food));
  const [current, setCurrent] = useState<AdminFood>(food);
  const [image, setImage] = useState<File | null>(null);
  const [keepOldName, setKeepOldName] = useState(true);
  const { pending: busy, error, setError, run } = useSubmit();
  const newName = (values.name ?? '').trim();
  const renaming = newName !== '' && foldText(newName) !== foldText(current.name);

  const save = async () => {
    if (!(values.name ?? '').trim()) {
      setError('Food name is required');
      return;
    }
    await run(
      async () => {
        const body = { ...editedFoodBody(values, current, keepOldName), ...(current.image ? { image: current.image } : {}), version: current.version };
        const saved = await adminRequest<{ food: AdminFood }>('PUT', `/admin/foods/${encodeURIComponent(current.name)}`, body);
        if (image) {
          try {
            await uploadFoodImage(image, { foodName: saved.food.name, oldFoodName: saved.food.name, version: saved.food.version });
          } catch (err) {
            setError(err instanceof ApiError && !err.message.startsWith('HTTP error!') && err.status !== 0 ? err.message : 'Failed to upload image');
            setCurrent(saved.food);
            onSaved();
            return;
          }
        }
        onSaved();
        onClose();
      },
      { failure: messageOf },
    );
  };

  const removeImage = async () => {
    setError('');
    try {
      const answer = await adminRequest<{ food: AdminFood }>('DELETE', `/admin/food-image/${encodeURIComponent(current.name)}`);
      setCurrent(answer.food);
      onSaved();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to delete image');
    }
  };

  return (
    <Modal
      title={`Edit ${food.name}`}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={save} disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      <div className="admin-form">
        <FoodFields
          values={values}
          known={known}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          underName={
            renaming ? (
              <label className="check small">
                <input type="checkbox" checked={keepOldName} onChange={(e) => setKeepOldName(e.target.checked)} /> Keep “{current.name}” as an other name, so
                players who know it can still type it
              </label>
            ) : null
          }
        />
        <ScorePreview values={values} foods={foods} />
        <div className="field">
          <span className="label">Image</span>
          {current.image ? (
            <div className="admin-image-row">
              <img src={originalImageUrl(current.image)} alt={`${current.name}`} width={96} height={72} loading="lazy" />
              <span className="small">{current.image}</span>
              <button type="button" className="btn btn-secondary btn-small" onClick={removeImage}>
                Delete image
              </button>
            </div>
          ) : (
            <span className="muted small">No image yet.</span>
          )}
          <label htmlFor="edit-food-image" className="small">
            {current.image ? 'Replace the image' : 'Upload an image'}
          </label>
          <input id="edit-food-image" type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        </div>
        <Notice text={error} />
      </div>
    </Modal>
  );
}

function FoodStats({ foods }: { foods: readonly AdminFood[] }) {
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

function FoodTable({ foods, onEdit, onDeleted }: { foods: readonly AdminFood[]; onEdit: (f: AdminFood) => void; onDeleted: () => void }) {
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
        (!filter || value === '' || (f[filter.key] as readonly string[]).includes(value)) &&
        (needle === '' || foldText(f.name).includes(needle) || f.aliases.some((a) => foldText(a).includes(needle))),
    );
  }, [foods, filter, value, search]);

  const remove = async (food: AdminFood) => {
    if (!window.confirm(`Delete ${food.name}?`)) return;
    const path = `/admin/foods/${encodeURIComponent(food.name)}?version=${encodeURIComponent(food.version)}`;
    try {
      await adminRequest('DELETE', path);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.message.includes('force=1')) {
        if (!window.confirm(`${err.message.replace(/, or delete with force=1.*$/, '')}.\n\nDelete ${food.name} anyway and free those days?`)) return;
        try {
          await adminRequest('DELETE', `${path}&force=1`);
        } catch (again) {
          window.alert(`Delete failed: ${messageOf(again)}`);
          return;
        }
      } else {
        window.alert(`Delete failed: ${messageOf(err)}`);
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
          <input id="food-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or other name" />
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
      <DataTable columns={['Name', 'Cuisine', 'Region', 'Course', 'Description', 'Image']} actions empty={foods.length === 0 ? 'No dishes yet: add the first with the form above.' : 'No dish matches this search and filter.'}>
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

function FoodManagerScreen() {
  const { data, error, reload } = useAdminData(fetchAdminFoods);
  const foods = data?.foods;
  const [editing, setEditing] = useState<AdminFood | undefined>(undefined);

  return (
    <div className="admin-screen">
      <h1>Food Manager</h1>
      <p className="muted">Every change is saved as a commit to the content repository and is live on the site within a minute.</p>
      <AddFoodForm onAdded={() => void reload()} foods={foods ?? []} />
      <Notice text={error} />
      {foods ? (
        <>
          <FoodStats foods={foods} />
          <FoodTable foods={foods} onEdit={setEditing} onDeleted={() => void reload()} />
        </>
      ) : error ? null : (
        <p>Loading...</p>
      )}
      {editing ? <EditFoodModal food={editing} foods={foods ?? []} onClose={() => setEditing(undefined)} onSaved={() => void reload()} /> : null}
    </div>
  );
}

export default function FoodManager() {
  return (
    <AdminGate permissionLine>
      <FoodManagerScreen />
    </AdminGate>
  );
}
