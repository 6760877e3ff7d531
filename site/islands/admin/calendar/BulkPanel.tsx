/**
 * The admin calendar's selection mode: delete the chosen days, and an ordered list of
 * foods to put on the earliest free dates within 365 days (warning about foods already
 * used); scheduling is disabled, with the reason, when no date is free.
 */
import type { AdminFood } from '../../../lib/admin-api.ts';

/** The days chosen on the calendar, and what can be done with them. */
export interface BulkSelection {
  count: number;
  onDelete: () => void;
  onLeave: () => void;
}

/** The ordered list of foods to schedule, and how it is edited. */
export interface BulkQueue {
  /** The text of the food field. */
  input: string;
  onInput: (text: string) => void;
  onAdd: () => void;
  onAddUnused: () => void;
  foods: readonly AdminFood[];
  onMove: (index: number, by: number) => void;
  onRemove: (index: number) => void;
}

export interface BulkPanelProps {
  busy: boolean;
  selection: BulkSelection;
  queue: BulkQueue;
  /** The dates each food is already on. */
  datesBySlug: ReadonlyMap<string, string[]>;
  freeIn365: number;
  onSchedule: () => void;
}

export function BulkPanel({ busy, selection, queue, datesBySlug, freeIn365, onSchedule }: BulkPanelProps) {
  const { count: selectedCount, onDelete, onLeave } = selection;
  const { input, onInput, onAdd, onAddUnused, foods, onMove, onRemove } = queue;
  return (
    <section className="page-card" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Selection mode</h2>
      <div className="button-row">
        <button type="button" className="btn btn-danger" disabled={busy || selectedCount === 0} onClick={onDelete}>
          Delete selected ({selectedCount})
        </button>
        <button type="button" className="btn btn-secondary" onClick={onLeave}>
          Leave selection mode
        </button>
      </div>
      <h3>Schedule foods in bulk</h3>
      <p className="small muted">The foods go, in this order, on the earliest free dates within 365 days from today.</p>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="bulk-food">Food to add</label>
          <input
            id="bulk-food"
            type="text"
            list="challenge-foods"
            value={input}
            onChange={(e) => onInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onAdd();
              }
            }}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onAdd} disabled={!input.trim()}>
          Add to list
        </button>
        <button type="button" className="btn btn-secondary" onClick={onAddUnused}>
          Add all unused foods
        </button>
      </div>
      {foods.length > 0 ? (
        <ol className="bulk-list" aria-label="Foods to schedule">
          {foods.map((f, i) => {
            const used = datesBySlug.get(f.slug) ?? [];
            return (
              <li key={`${f.slug}-${i}`}>
                <span>
                  {f.name}
                  {used.length > 0 ? (
                    <span className="warning-text small"> (already used on {used.join(', ')})</span>
                  ) : null}
                </span>
                <span className="admin-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => onMove(i, -1)}
                    disabled={i === 0}
                    aria-label={`Move ${f.name} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => onMove(i, 1)}
                    disabled={i === foods.length - 1}
                    aria-label={`Move ${f.name} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => onRemove(i)}
                    aria-label={`Remove ${f.name}`}
                  >
                    ✕
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="small muted">No foods chosen yet.</p>
      )}
      {freeIn365 === 0 ? (
        <p className="warning-text small" id="bulk-reason">
          Every date of the next 365 days already has a dish: delete some days (or use Set a challenge to insert one)
          before scheduling more.
        </p>
      ) : null}
      <button
        type="button"
        className={freeIn365 === 0 ? 'btn btn-secondary' : 'btn'}
        disabled={busy || freeIn365 === 0}
        aria-describedby={freeIn365 === 0 ? 'bulk-reason' : undefined}
        onClick={onSchedule}
      >
        Schedule {foods.length} food{foods.length === 1 ? '' : 's'}
      </button>
    </section>
  );
}
