/** The Tag Manager's Affiliate Products tab: add, edit and delete products (a title and a URL link required). */
import type { FormEvent } from 'react';
import { splitList } from '../../../../core/normalise.ts';
import { DataTable, RowButton } from '../DataTable.tsx';
import { FormButtons, type Product, type Say, isUrl, useListEditor } from './shared.tsx';
import { keepEnterInField } from '../form-keys.ts';

const EMPTY_PRODUCT = { title: '', link: '', image: '', tags: '', is_active: true };

export function ProductsTab({
  products,
  reload,
  say,
}: {
  products: Product[] | undefined;
  reload: () => void;
  say: Say;
}) {
  const { form, setForm, editing, edit, cancel, save, remove } = useListEditor({
    path: '/admin/affiliate-products',
    empty: EMPTY_PRODUCT,
    toForm: (p: Product) => ({
      title: p.title,
      link: p.link,
      image: p.image ?? '',
      tags: p.tags.join(', '),
      is_active: p.is_active,
    }),
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
    if (!form.title.trim() || !form.link.trim())
      return say({ kind: 'error', text: 'A title and a shopping link are required.' });
    if (!isUrl(form.link.trim())) return say({ kind: 'error', text: 'The link must be a URL (https://...).' });
    await save({
      title: form.title.trim(),
      link: form.link.trim(),
      image: form.image.trim() || undefined,
      tags: splitList(form.tags),
      is_active: form.is_active,
    });
  };

  return (
    <>
      <form
        onSubmit={submit}
        onKeyDown={keepEnterInField}
        className="admin-form"
        aria-label={editing ? `Edit ${editing.title}` : 'Add a product'}
      >
        <h2>{editing ? `Edit ${editing.title}` : 'Add a product'}</h2>
        <div className="admin-grid">
          <div className="field">
            <label htmlFor="product-title">Title *</label>
            <input
              id="product-title"
              type="text"
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              aria-required
            />
          </div>
          <div className="field">
            <label htmlFor="product-link">Shopping link *</label>
            <input
              id="product-link"
              type="text"
              inputMode="url"
              value={form.link}
              onChange={(e) => setForm({ ...form, link: e.target.value })}
              aria-required
            />
          </div>
          <div className="field">
            <label htmlFor="product-image">Image URL</label>
            <input
              id="product-image"
              type="text"
              inputMode="url"
              value={form.image}
              onChange={(e) => setForm({ ...form, image: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="product-tags">Tags</label>
            <input
              id="product-tags"
              type="text"
              value={form.tags}
              onChange={(e) => setForm({ ...form, tags: e.target.value })}
            />
            <span className="muted small">Comma-separated.</span>
          </div>
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={form.is_active}
            onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
          />{' '}
          Active (shown to players)
        </label>
        <FormButtons editing={editing !== undefined} add="Add Product" update="Update Product" onCancel={cancel} />
      </form>
      {products ? (
        <DataTable
          columns={['Title', 'Link', 'Tags', 'Active']}
          actions
          empty="No affiliate products yet: add the first with the form above."
        >
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
