/** The Tag Manager's Keyword Mappings tab: keyword to product tag, strength 1 to 5, type direct by default. */
import type { FormEvent } from 'react';
import { CONNECTION_TYPES } from '../../../../core/schemas/tags.ts';
import { DataTable, RowButton } from '../DataTable.tsx';
import { FormButtons, type Mapping, type Say, useListEditor } from './shared.tsx';
import { keepEnterInField } from '../form-keys.ts';

const EMPTY_MAPPING = {
  keyword: '',
  product_tag: '',
  connection_strength: '1',
  connection_type: 'direct' as Mapping['connection_type'],
};

export function MappingsTab({
  mappings,
  reload,
  say,
}: {
  mappings: Mapping[] | undefined;
  reload: () => void;
  say: Say;
}) {
  const { form, setForm, editing, edit, cancel, save, remove } = useListEditor({
    path: '/admin/keyword-tag-mappings',
    empty: EMPTY_MAPPING,
    toForm: (m: Mapping) => ({
      keyword: m.keyword,
      product_tag: m.product_tag,
      connection_strength: String(m.connection_strength),
      connection_type: m.connection_type,
    }),
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
    if (!form.keyword.trim() || !form.product_tag.trim())
      return say({ kind: 'error', text: 'A keyword and a product tag are required.' });
    const strength = Number(form.connection_strength);
    if (!Number.isInteger(strength) || strength < 1 || strength > 5)
      return say({ kind: 'error', text: 'Strength must be 1 to 5' });
    await save({
      keyword: form.keyword.trim(),
      product_tag: form.product_tag.trim(),
      connection_strength: strength,
      connection_type: form.connection_type,
    });
  };

  return (
    <>
      <form
        onSubmit={submit}
        onKeyDown={keepEnterInField}
        className="admin-form"
        aria-label={editing ? 'Edit mapping' : 'Add a mapping'}
      >
        <h2>{editing ? 'Edit mapping' : 'Add a mapping'}</h2>
        <div className="admin-grid">
          <div className="field">
            <label htmlFor="map-keyword">Keyword *</label>
            <input
              id="map-keyword"
              type="text"
              value={form.keyword}
              onChange={(e) => setForm({ ...form, keyword: e.target.value })}
              aria-required
            />
          </div>
          <div className="field">
            <label htmlFor="map-tag">Product tag *</label>
            <input
              id="map-tag"
              type="text"
              value={form.product_tag}
              onChange={(e) => setForm({ ...form, product_tag: e.target.value })}
              aria-required
            />
          </div>
          <div className="field">
            <label htmlFor="map-strength">Strength (1 to 5)</label>
            <input
              id="map-strength"
              type="number"
              min={1}
              max={5}
              step={1}
              value={form.connection_strength}
              onChange={(e) => setForm({ ...form, connection_strength: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="map-type">Type</label>
            <select
              id="map-type"
              value={form.connection_type}
              onChange={(e) => setForm({ ...form, connection_type: e.target.value as Mapping['connection_type'] })}
            >
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
        <DataTable
          columns={['Keyword', 'Product tag', 'Strength', 'Type']}
          actions
          empty="No keyword mappings yet: map a keyword to a product tag above."
        >
          {mappings.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.keyword}</th>
              <td>{m.product_tag}</td>
              <td>{m.connection_strength}</td>
              <td>{m.connection_type}</td>
              <td className="admin-actions">
                <RowButton label="Edit" row={m.keyword} onClick={() => edit(m)} />
                <RowButton
                  label="Delete"
                  row={m.keyword}
                  danger
                  onClick={() => void remove(m, `Delete the mapping ${m.keyword} → ${m.product_tag}?`)}
                />
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
