/**
 * /admin-food, the food manager: the add-food form (with an optional image), the table of
 * foods with the spec's 13 filter categories, statistics, the edit modal and delete.
 * Every save is a commit on the server; the table reloads from the server after each.
 */
import { useMemo, useState, type FormEvent } from 'react';

import { foldText } from '../../../core/normalise.ts';

import { Modal, SaveFooter } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  adminRequest,
  fetchAdminFoods,
  messageOf,
  originalImageUrl,
  uploadFoodImage,
  type AdminFood,
} from '../../lib/admin-api.ts';
import { AdminGate } from './AdminGate.tsx';

import { FoodFields } from './FoodFields.tsx';
import {
  editedFoodBody,
  emptyFoodForm,
  foodToForm,
  formToFoodBody,
  knownValues,
  type FoodFormValues,
} from './food-form.ts';
import { ScorePreview } from './ScorePreview.tsx';
import { useAdminData } from './use-admin-data.ts';
import { FoodStats, FoodTable } from './FoodTable.tsx';
import { keepEnterInField } from './form-keys.ts';
import { useGate } from './GateDialog.tsx';

function AddFoodForm({ onAdded, foods }: { onAdded: () => void; foods: readonly AdminFood[] }) {
  const known = useMemo(() => knownValues(foods), [foods]);
  const [values, setValues] = useState<FoodFormValues>(emptyFoodForm);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { pending: busy, error, setError, run } = useSubmit();
  const [success, setSuccess] = useState('');
  const gate = useGate();

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
        // The gate may ask (a near twin, missing hints, a description below target); Cancel keeps the form.
        const added = await gate.send('POST', '/admin/foods', formToFoodBody(values));
        if (!added) return;
        let imageError = '';
        if (image) {
          try {
            // The dish exists now: the server stores the image under its name and points the dish at it.
            await uploadFoodImage(image, { baseName: name });
          } catch (err) {
            imageError =
              err instanceof ApiError && err.status !== 0 && !err.message.startsWith('HTTP error!')
                ? err.message
                : 'Image upload failed';
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
    <form
      className="page-card admin-form"
      onSubmit={submit}
      onKeyDown={keepEnterInField}
      noValidate
      aria-labelledby="add-food-title"
    >
      <h2 id="add-food-title">Add a food</h2>
      <p className="muted small">Fields marked * are required. Lists are comma-separated.</p>
      <FoodFields values={values} known={known} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
      <ScorePreview values={values} foods={foods} />
      <div className="field">
        <label htmlFor="add-food-image">Image</label>
        <input
          key={fileKey}
          id="add-food-image"
          type="file"
          accept="image/*"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
        <span className="muted small">Stored as the food name with other characters as underscores.</span>
      </div>
      <Notice text={error} />
      <Notice kind="ok" text={success} className="ok-text admin-success" />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Adding...' : 'Add Food'}
      </button>
      {gate.dialog}
    </form>
  );
}

function EditFoodModal({
  food,
  foods,
  onClose,
  onSaved,
}: {
  food: AdminFood;
  foods: readonly AdminFood[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const known = useMemo(() => knownValues(foods), [foods]);
  const [values, setValues] = useState<FoodFormValues>(() => foodToForm(food));
  const [current, setCurrent] = useState<AdminFood>(food);
  const [image, setImage] = useState<File | null>(null);
  const [keepOldName, setKeepOldName] = useState(true);
  const { pending: busy, error, setError, run } = useSubmit();
  const gate = useGate();
  const newName = (values.name ?? '').trim();
  const renaming = newName !== '' && foldText(newName) !== foldText(current.name);

  const save = async () => {
    if (!(values.name ?? '').trim()) {
      setError('Food name is required');
      return;
    }
    await run(
      async () => {
        const body = {
          ...editedFoodBody(values, current, keepOldName),
          ...(current.image ? { image: current.image } : {}),
          version: current.version,
        };
        // The gate may ask: why a past answer changes, or to confirm its warnings. Cancel keeps the modal.
        const saved = await gate.send<{ food: AdminFood }>(
          'PUT',
          `/admin/foods/${encodeURIComponent(current.name)}`,
          body,
        );
        if (!saved) return;
        if (image) {
          try {
            await uploadFoodImage(image, {
              foodName: saved.food.name,
              oldFoodName: saved.food.name,
              version: saved.food.version,
            });
          } catch (err) {
            setError(
              err instanceof ApiError && !err.message.startsWith('HTTP error!') && err.status !== 0
                ? err.message
                : 'Failed to upload image',
            );
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
      const answer = await adminRequest<{ food: AdminFood }>(
        'DELETE',
        `/admin/food-image/${encodeURIComponent(current.name)}`,
      );
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
      footer={<SaveFooter onCancel={onClose} onSave={save} busy={busy} />}
    >
      <div className="admin-form">
        <FoodFields
          values={values}
          known={known}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          underName={
            renaming ? (
              <label className="check small">
                <input type="checkbox" checked={keepOldName} onChange={(e) => setKeepOldName(e.target.checked)} /> Keep
                “{current.name}” as an other name, so players who know it can still type it
              </label>
            ) : null
          }
        />
        <ScorePreview values={values} foods={foods} />
        <div className="field">
          <span className="label">Image</span>
          {current.image ? (
            <div className="admin-image-row">
              <img
                src={originalImageUrl(current.image)}
                alt={`${current.name}`}
                width={96}
                height={72}
                loading="lazy"
              />
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
          <input
            id="edit-food-image"
            type="file"
            accept="image/*"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
        <Notice text={error} />
      </div>
      {gate.dialog}
    </Modal>
  );
}

function FoodManagerScreen() {
  const { data, error, reload } = useAdminData(fetchAdminFoods);
  const foods = data?.foods;
  const [editing, setEditing] = useState<AdminFood | undefined>(undefined);

  return (
    <div className="admin-screen">
      <h1>Food Manager</h1>
      <p className="muted">
        Every change is saved as a commit to the content repository and is live on the site within a minute.
      </p>
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
      {editing ? (
        <EditFoodModal
          food={editing}
          foods={foods ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => void reload()}
        />
      ) : null}
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
