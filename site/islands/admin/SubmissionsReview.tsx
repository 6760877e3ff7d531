/**
 * /submissions: the review of food submissions from the public. A status filter (pending
 * by default, approved, rejected, all); per submission approve and reject (with optional
 * notes), re-approve for rejected ones, edit (modal), delete and report (block the
 * submitter's IP, asked first; disabled once reported or after a success); and delete all
 * rejected. Approving opens the Food Manager's form on the submission (icon, hints,
 * closed-list chips): a dish goes live complete, through the same gate as any other.
 * Every alert is the spec's wording.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  COURSE_PLACEMENTS,
  DIETARY_IDENTITIES,
  FLAVOR_PROFILES,
  PREPARATION_METHODS,
  REGIONS,
  TEMPERATURES,
} from '../../../core/enums.ts';
import { splitList } from '../../../core/normalise.ts';
import { Modal, SaveFooter } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { adminRequest, type AdminFood, fetchAdminFoods, messageOf, uploadFoodImage } from '../../lib/admin-api.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';
import { AdminGate } from './AdminGate.tsx';
import { FoodFields } from './FoodFields.tsx';
import { type FoodFormValues, foodToForm, formToFoodBody, knownValues } from './food-form.ts';
import { useGate } from './GateDialog.tsx';
import { ScorePreview } from './ScorePreview.tsx';
import { useAdminData } from './use-admin-data.ts';

/** A submission as the review list has it (admin.md section 3). */
export interface ReviewedSubmission {
  id: number;
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  origin: string[];
  regions: string[];
  course: string[];
  cooking_method: string[];
  diet_classification: string[];
  dish_category: string[];
  food_groups: string[];
  main_ingredients: string[];
  ingredients: string[];
  description: string | null;
  image: string | null;
  submitter_name: string;
  submitted_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_notes: string | null;
  reported: boolean;
  has_ip: boolean;
  food_slug: string | null;
  core_components: string[];
  key_ingredients: string[];
  preparation_method: string[];
  flavor_profile: string[];
  dietary_identity: string[];
  temperature: string[];
  course_placement: string[];
  /** The submission's fields as a dish's (the server maps them): what the approval form opens with. */
  draft: Record<string, unknown>;
}

type Status = 'pending' | 'approved' | 'rejected' | 'all';

/** The edit form's fields: the spec's required ones, then the dish fields an approval needs. */
const EDIT_FIELDS: {
  key: keyof ReviewedSubmission;
  label: string;
  required?: boolean;
  list?: boolean;
  hint?: string;
}[] = [
  { key: 'name', label: 'Food Name', required: true },
  { key: 'origin', label: 'Countries of Origin', required: true, list: true },
  { key: 'regions', label: 'Regions', required: true, list: true, hint: REGIONS.join(', ') },
  { key: 'main_ingredients', label: 'Main Ingredients', required: true, list: true },
  { key: 'ingredients', label: 'All Ingredients', required: true, list: true },
  { key: 'cooking_method', label: 'Cooking Method', required: true, list: true, hint: PREPARATION_METHODS.join(', ') },
  { key: 'course', label: 'Course', required: true, list: true, hint: COURSE_PLACEMENTS.join(', ') },
  {
    key: 'diet_classification',
    label: 'Diet Classification',
    required: true,
    list: true,
    hint: DIETARY_IDENTITIES.join(', '),
  },
  { key: 'dish_category', label: 'Dish Category', required: true, list: true },
  { key: 'food_groups', label: 'Food Groups', required: true, list: true },
  { key: 'flavor_profile', label: 'Flavor Profile (for the dish)', list: true, hint: FLAVOR_PROFILES.join(', ') },
  { key: 'temperature', label: 'Temperature (for the dish)', list: true, hint: TEMPERATURES.join(', ') },
  { key: 'core_components', label: 'Core Components (default: Dish Category)', list: true },
  { key: 'key_ingredients', label: 'Key Ingredients (default: Main Ingredients)', list: true },
  { key: 'preparation_method', label: 'Preparation Method (default: Cooking Method)', list: true },
  { key: 'dietary_identity', label: 'Dietary Identity (default: Diet Classification)', list: true },
  { key: 'course_placement', label: 'Course Placement (default: Course)', list: true },
];

function EditSubmissionModal({
  submission,
  onClose,
  onSaved,
}: {
  submission: ReviewedSubmission;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([
      ...EDIT_FIELDS.map((f) => {
        const v = submission[f.key];
        return [f.key, Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : ''];
      }),
      ['description', submission.description ?? ''],
    ]),
  );
  const [image, setImage] = useState<File | null>(null);
  const { pending: busy, error, setError, run } = useSubmit();

  const save = async () => {
    const missing = EDIT_FIELDS.filter(
      (f) => f.required && (f.list ? splitList(values[f.key] ?? '').length === 0 : !(values[f.key] ?? '').trim()),
    );
    if (missing.length > 0) {
      setError(`Required: ${missing.map((f) => f.label).join(', ')}`);
      return;
    }
    const body: Record<string, unknown> = { description: values.description ?? '' };
    for (const f of EDIT_FIELDS) body[f.key] = f.list ? splitList(values[f.key] ?? '') : (values[f.key] ?? '').trim();
    await run(
      async () => {
        if (image) body.image = (await uploadFoodImage(image, { baseName: String(body.name) })).image;
        await adminRequest('PUT', `/admin/food-submissions/${submission.id}`, body);
        window.alert('Submission updated successfully!');
        onSaved();
        onClose();
      },
      { onError: (err) => window.alert(`Error updating submission: ${messageOf(err)}`) },
    );
  };

  return (
    <Modal
      title={`Edit submission: ${submission.name}`}
      onClose={onClose}
      wide
      footer={<SaveFooter onCancel={onClose} onSave={() => void save()} busy={busy} />}
    >
      <div className="admin-form">
        <p className="muted small">
          Fields marked * are required. Lists are comma-separated. A dish also needs a flavor profile and a temperature
          before it can be approved.
        </p>
        <div className="admin-grid">
          {EDIT_FIELDS.map((f) => (
            <div className="field" key={f.key}>
              <label htmlFor={`sub-${f.key}`}>
                {f.label}
                {f.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={`sub-${f.key}`}
                type="text"
                value={values[f.key] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                aria-required={f.required ?? false}
              />
              {f.hint ? <span className="muted small">{f.hint}</span> : null}
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor="sub-description">Description</label>
          <textarea
            id="sub-description"
            rows={5}
            value={values.description ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor="sub-image">Image</label>
          <input id="sub-image" type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
          {submission.image ? <span className="small muted">Current: {submission.image}</span> : null}
        </div>
        <Notice text={error} />
      </div>
    </Modal>
  );
}

/**
 * Approving (or re-approving) in the Food Manager's form: the submission's fields as a
 * dish, to complete with an icon, the hints and the closed lists' values before it goes
 * live; the gate asks about what the review finds.
 */
function ApproveModal({
  submission,
  action,
  notes,
  onClose,
  onDone,
}: {
  submission: ReviewedSubmission;
  action: 'approve' | 'reapprove';
  notes: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { data } = useAdminData(fetchAdminFoods);
  const foods: readonly AdminFood[] = data?.foods ?? [];
  const known = useMemo(() => knownValues(foods), [foods]);
  const [values, setValues] = useState<FoodFormValues>(() =>
    foodToForm({ ...submission.draft, name: submission.name } as unknown as FoodRecord),
  );
  const { pending: busy, error, run } = useSubmit();
  const gate = useGate();

  const approve = () =>
    run(
      async () => {
        const done = await gate.send('POST', `/admin/food-submissions/${submission.id}/${action}`, {
          ...(notes.trim() ? { review_notes: notes.trim() } : {}),
          food: formToFoodBody(values),
        });
        if (!done) return;
        if (action === 'reapprove') window.alert('Submission re-approved and added to database!');
        onDone();
        onClose();
      },
      { failure: (err) => (action === 'reapprove' ? `Failed to add food: ${messageOf(err)}` : messageOf(err)) },
    );

  return (
    <Modal
      title={`${action === 'reapprove' ? 'Re-approve' : 'Approve'} ${submission.name}`}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={() => void approve()} disabled={busy}>
            {busy ? 'Adding...' : `${action === 'reapprove' ? 'Re-approve' : 'Approve'} and add the dish`}
          </button>
        </>
      }
    >
      <div className="admin-form">
        <p className="muted small">
          Complete the dish before it goes live: an icon, the four hints (texture, serving context, form factor, goes
          with), and the values of the closed lists. The description aims at 300 to 800 words and a green quality score.
        </p>
        <FoodFields
          values={values}
          known={known}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
        <ScorePreview values={values} foods={foods} />
        <Notice text={error} />
      </div>
      {gate.dialog}
    </Modal>
  );
}

function SubmissionCard({
  s,
  onChanged,
  onEdit,
  onApprove,
}: {
  s: ReviewedSubmission;
  onChanged: () => void;
  onEdit: () => void;
  onApprove: (action: 'approve' | 'reapprove', notes: string) => void;
}) {
  const [notes, setNotes] = useState('');
  const [blocked, setBlocked] = useState(false);
  const { pending: busy, run } = useSubmit();
  const gate = useGate();

  const act = (action: 'approve' | 'reject' | 'reapprove') => {
    if (action !== 'reject') {
      onApprove(action, notes);
      return;
    }
    return run(
      async () => {
        await adminRequest(
          'POST',
          `/admin/food-submissions/${s.id}/${action}`,
          notes.trim() ? { review_notes: notes.trim() } : undefined,
        );
        onChanged();
      },
      { onError: (err) => window.alert(messageOf(err)) },
    );
  };

  const remove = async () => {
    if (!window.confirm('Are you sure you want to delete this submission? This action cannot be undone.')) return;
    try {
      await adminRequest('DELETE', `/admin/food-submissions/${s.id}`);
      window.alert('Submission deleted successfully!');
      onChanged();
    } catch (err) {
      window.alert(messageOf(err));
    }
  };

  const report = async () => {
    const sure = await gate.ask({
      kind: 'plain',
      title: 'Block the address this submission came from?',
      body: (
        <p>
          “{s.name}” by {s.submitter_name}: every submission, sign-up and change from that address is refused ('Your IP
          address has been blocked') until an admin unblocks it in Admin Management → Blocked IPs.
        </p>
      ),
      confirmLabel: 'Report / Block IP',
    });
    if (!sure) return;
    try {
      await adminRequest('POST', `/admin/food-submissions/${s.id}/report`);
      setBlocked(true);
      window.alert('IP blocked successfully.');
      onChanged();
    } catch (err) {
      window.alert(`Failed to block IP: ${messageOf(err)}`);
    }
  };

  const row = (label: string, value: string[] | string | null) =>
    (Array.isArray(value) ? value.length > 0 : value) ? (
      <>
        <dt>{label}</dt>
        <dd>{Array.isArray(value) ? value.join(', ') : value}</dd>
      </>
    ) : null;

  return (
    <article className="page-card submission" aria-labelledby={`sub-${s.id}-title`} data-submission={s.id}>
      <h2 id={`sub-${s.id}-title`}>
        {s.name} <span className="status-badge">{s.status}</span>
      </h2>
      <p className="small muted">
        By {s.submitter_name} on {new Date(s.submitted_at).toLocaleString()}
        {s.reported ? ' · reported' : ''}
      </p>
      <dl>
        {row('Origin', s.origin)}
        {row('Regions', s.regions)}
        {row('Main ingredients', s.main_ingredients)}
        {row('Ingredients', s.ingredients)}
        {row('Cooking method', s.cooking_method)}
        {row('Course', s.course)}
        {row('Diet', s.diet_classification)}
        {row('Dish category', s.dish_category)}
        {row('Food groups', s.food_groups)}
        {row('Flavor profile', s.flavor_profile)}
        {row('Temperature', s.temperature)}
        {row('Description', s.description)}
        {row('Image', s.image)}
        {row('Reviewed by', s.reviewed_by)}
        {row('Review notes', s.review_notes)}
      </dl>
      {s.status !== 'approved' ? (
        <div className="field">
          <label htmlFor={`notes-${s.id}`}>Review notes (optional)</label>
          <input id={`notes-${s.id}`} type="text" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      ) : null}
      <div className="button-row">
        {s.status === 'pending' ? (
          <>
            <button type="button" className="btn" disabled={busy} onClick={() => void act('approve')}>
              Approve
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void act('reject')}>
              Reject
            </button>
          </>
        ) : null}
        {s.status === 'rejected' ? (
          <button type="button" className="btn" disabled={busy} onClick={() => void act('reapprove')}>
            Re-approve
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void remove()}>
          Delete
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={s.reported || blocked || !s.has_ip}
          onClick={() => void report()}
        >
          {s.reported || blocked ? 'IP blocked' : 'Report / Block IP'}
        </button>
      </div>
      {gate.dialog}
    </article>
  );
}

function SubmissionsScreen() {
  const [status, setStatus] = useState<Status>('pending');
  const fetchList = useCallback(
    () => adminRequest<{ submissions: ReviewedSubmission[] }>('GET', `/admin/food-submissions?status=${status}`),
    [status],
  );
  const { data, error, reload } = useAdminData(fetchList);
  const submissions = data?.submissions;
  const [editing, setEditing] = useState<ReviewedSubmission | undefined>(undefined);
  const [approving, setApproving] = useState<
    { submission: ReviewedSubmission; action: 'approve' | 'reapprove'; notes: string } | undefined
  >(undefined);

  const deleteRejected = async () => {
    if (!window.confirm('Delete all rejected submissions? This action cannot be undone.')) return;
    try {
      const answer = await adminRequest<{ count: number }>('DELETE', '/admin/food-submissions?status=rejected');
      window.alert(
        answer.count === 0
          ? 'No rejected submissions to delete.'
          : `Successfully deleted ${answer.count} rejected submissions!`,
      );
      void reload();
    } catch (err) {
      window.alert(`Error deleting rejected submissions: ${err instanceof ApiError ? err.message : messageOf(err)}`);
    }
  };

  return (
    <div className="admin-screen">
      <h1>Submissions</h1>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="submission-status">Status</label>
          <select id="submission-status" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
            <option value="all">All</option>
          </select>
        </div>
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-danger" onClick={() => void deleteRejected()}>
          Delete all rejected
        </button>
      </div>
      <Notice text={error} />
      {submissions === undefined ? (
        error ? null : (
          <p>Loading...</p>
        )
      ) : submissions.length === 0 ? (
        <p className="muted">No {status === 'all' ? '' : `${status} `}submissions.</p>
      ) : (
        submissions.map((s) => (
          <SubmissionCard
            key={s.id}
            s={s}
            onChanged={() => void reload()}
            onEdit={() => setEditing(s)}
            onApprove={(action, notes) => setApproving({ submission: s, action, notes })}
          />
        ))
      )}
      {editing ? (
        <EditSubmissionModal submission={editing} onClose={() => setEditing(undefined)} onSaved={() => void reload()} />
      ) : null}
      {approving ? (
        <ApproveModal
          submission={approving.submission}
          action={approving.action}
          notes={approving.notes}
          onClose={() => setApproving(undefined)}
          onDone={() => void reload()}
        />
      ) : null}
    </div>
  );
}

export default function SubmissionsReview() {
  return (
    <AdminGate requireSignIn>
      <SubmissionsScreen />
    </AdminGate>
  );
}
