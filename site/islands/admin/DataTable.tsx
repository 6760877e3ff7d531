/**
 * The admin screens' tables: a scrolling wrapper, a header row of column names (and a
 * hidden 'Actions' heading over the row buttons), and row buttons whose accessible name
 * says which row they act on ('Delete Pad Thai').
 */
import { Children, type ReactNode } from 'react';

/**
 * A table with `columns` as its header; `children` are its rows. With no rows it says so
 * in one full-width row (`empty`, or 'Nothing here yet.'), never an empty grid.
 */
export function DataTable({
  columns,
  actions = false,
  empty,
  children,
}: {
  columns: readonly string[];
  actions?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  const none = Children.toArray(children).length === 0;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {none ? (
            <tr className="empty-row">
              <td colSpan={columns.length + (actions ? 1 : 0)}>{empty ?? 'Nothing here yet.'}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A small button in a row's actions cell: `label` shows, `row` completes its name for a screen reader. */
export function RowButton({
  label,
  row,
  danger = false,
  onClick,
}: {
  label: string;
  row: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-secondary'} btn-small`} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {row}</span>
    </button>
  );
}
