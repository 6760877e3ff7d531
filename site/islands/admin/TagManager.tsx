/**
 * /admin-tags, the tag manager: Affiliate Products (add, edit, delete; a title and a URL
 * link required), Category Elements (the 20 most frequent values of each food category,
 * and each food's tags), Keyword Mappings (keyword to product tag, strength 1 to 5,
 * type direct by default) and Statistics (the top 10 of each count). Products, tags and
 * mappings are content files, so each save is a commit.
 */
import { useCallback, useEffect, useState } from 'react';
import { Notice, type NoticeText } from '../../components/Notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { adminRequest, fetchAdminFoods, type AdminFood } from '../../lib/admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminNotice } from './AdminNotice.tsx';
import { TabPanel, Tabs } from './Tabs.tsx';
import { ProductsTab } from './tags/ProductsTab.tsx';
import { ElementsTab } from './tags/ElementsTab.tsx';
import { MappingsTab } from './tags/MappingsTab.tsx';
import { StatCard } from './tags/StatCard.tsx';
import type { FoodTag, Mapping, Product, Tab, TagStats } from './tags/shared.tsx';

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
        problems.push(
          e instanceof ApiError ? message : `Unexpected error: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    };
    await Promise.all([
      attempt(
        () => adminRequest<{ products: Product[] }>('GET', '/admin/affiliate-products'),
        (a) => setProducts(a.products),
        'Failed to load affiliate products.',
      ),
      attempt(
        () => adminRequest<{ foodTags: FoodTag[] }>('GET', '/admin/food-tags'),
        (a) => setFoodTags(a.foodTags),
        'Failed to load food tags.',
      ),
      attempt(
        () => adminRequest<{ mappings: Mapping[] }>('GET', '/admin/keyword-tag-mappings'),
        (a) => setMappings(a.mappings),
        'Failed to load keyword mappings.',
      ),
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
                Products: <strong>{stats.totalProducts}</strong> · Tagged foods: <strong>{stats.totalFoods}</strong> ·
                Mappings: <strong>{stats.totalMappings}</strong>
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
