/**
 * /admin-management: three tabs. Users (with their count: id, username, is_admin; admin
 * rights are granted outside the app), Blocked IPs (with their count: ip_address,
 * blocked_at, reason; block one, unblock), and Cache Management (entry count, total size,
 * each entry's size, age, ttl and isExpired; clear all, clear one), with the state of the
 * background site rebuild.
 */
import { useState, type FormEvent } from 'react';
import { Notice } from '../../components/Notice.tsx';
import { adminRequest, formatBytes, formatDuration, messageOf } from '../../lib/admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { DataTable, RowButton } from './DataTable.tsx';
import { TabPanel, Tabs } from './Tabs.tsx';
import { useAdminData } from './use-admin-data.ts';
import { keepEnterInField } from './form-keys.ts';

interface User {
  id: string;
  username: string;
  is_admin: boolean;
}
interface BlockedIp {
  id: number;
  ip_address: string;
  blocked_at: string;
  reason: string;
  blocked_by: string | null;
}
interface CacheEntry {
  key: string;
  size: number;
  age: number;
  ttl: number;
  isExpired: boolean;
}
interface SiteBuild {
  enabled: boolean;
  state?: 'idle' | 'scheduled' | 'building';
  lastSuccessAt?: string | null;
  lastError?: string | null;
  head: string | null;
}

type Tab = 'users' | 'blocked' | 'cache';

interface Management {
  users: User[];
  blocked: BlockedIp[];
  cache: { entries: CacheEntry[]; count: number; totalSize: number };
  build: SiteBuild;
}

/** Everything the three tabs show, loaded together. */
async function fetchManagement(): Promise<Management> {
  const [u, b, cache, build] = await Promise.all([
    adminRequest<{ users: User[] }>('GET', '/admin/users'),
    adminRequest<{ blockedIps: BlockedIp[] }>('GET', '/admin/blocked-ips'),
    adminRequest<Management['cache']>('GET', '/admin/cache'),
    adminRequest<SiteBuild>('GET', '/admin/site-build'),
  ]);
  return { users: u.users, blocked: b.blockedIps, cache, build };
}

const NO_CACHE: Management['cache'] = { entries: [], count: 0, totalSize: 0 };

function ManagementScreen() {
  const [tab, setTab] = useState<Tab>('users');
  const { data, error, reload } = useAdminData(fetchManagement);
  const users = data?.users ?? [];
  const blocked = data?.blocked ?? [];
  const cache = data?.cache ?? NO_CACHE;
  const build = data?.build;
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');

  const block = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await adminRequest('POST', '/admin/blocked-ips', { ip: ip.trim(), reason: reason.trim() || undefined });
      window.alert('IP blocked successfully.');
      setIp('');
      setReason('');
      void reload();
    } catch (err) {
      window.alert(`Failed to block IP: ${messageOf(err)}`);
    }
  };

  const unblock = async (entry: BlockedIp) => {
    try {
      await adminRequest('POST', `/admin/blocked-ips/${entry.id}/unblock`);
      void reload();
    } catch (err) {
      window.alert(`Failed to unblock IP: ${messageOf(err)}`);
    }
  };

  const clearCache = async (key?: string) => {
    try {
      await adminRequest('DELETE', key === undefined ? '/admin/cache' : `/admin/cache/${encodeURIComponent(key)}`);
      void reload();
    } catch (err) {
      window.alert(messageOf(err));
    }
  };

  return (
    <div className="admin-screen">
      <h1>Admin Management</h1>
      <Notice text={error} />
      <Tabs
        label="Admin management"
        current={tab}
        onChange={setTab}
        tabs={[
          { id: 'users', label: `Users (${users.length})` },
          { id: 'blocked', label: `Blocked IPs (${blocked.length})` },
          { id: 'cache', label: 'Cache Management' },
        ]}
      />
      {tab === 'users' ? (
        <TabPanel id="users">
          <p className="muted small">
            Admin rights are granted and revoked by the operator: `platter users grant-admin` and `revoke-admin`.
          </p>
          <DataTable columns={['ID', 'Username', 'Admin']} empty="No accounts yet.">
            {users.map((u) => (
              <tr key={u.id}>
                <td className="small">{u.id}</td>
                <th scope="row">{u.username}</th>
                <td>{u.is_admin ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </DataTable>
        </TabPanel>
      ) : null}
      {tab === 'blocked' ? (
        <TabPanel id="blocked">
          <form onSubmit={block} onKeyDown={keepEnterInField} className="admin-filters">
            <div className="field">
              <label htmlFor="block-ip">IP address</label>
              <input id="block-ip" type="text" value={ip} onChange={(e) => setIp(e.target.value)} required />
            </div>
            <div className="field">
              <label htmlFor="block-reason">Reason</label>
              <input id="block-reason" type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
            </div>
            <div className="field">
              <span className="label" aria-hidden="true">
                &nbsp;
              </span>
              <button type="submit" className="btn">
                Block IP
              </button>
            </div>
          </form>
          {blocked.length === 0 ? (
            <p className="muted">No blocked IP addresses.</p>
          ) : (
            <DataTable columns={['IP address', 'Blocked at', 'Reason']} actions empty="No blocked addresses.">
              {blocked.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.ip_address}</th>
                  <td>{new Date(b.blocked_at).toLocaleString()}</td>
                  <td>
                    {b.reason}
                    {b.blocked_by ? <span className="muted small"> (by {b.blocked_by})</span> : null}
                  </td>
                  <td className="admin-actions">
                    <RowButton label="Unblock" row={b.ip_address} onClick={() => void unblock(b)} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </TabPanel>
      ) : null}
      {tab === 'cache' ? (
        <TabPanel id="cache">
          <p>
            Entries: <strong data-testid="cache-count">{cache.count}</strong> · Total size:{' '}
            <strong>{formatBytes(cache.totalSize)}</strong>
          </p>
          <div className="button-row">
            <button type="button" className="btn btn-danger" onClick={() => void clearCache()}>
              Clear all
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
              Refresh
            </button>
          </div>
          {build ? (
            <p className="small muted">
              Site rebuild after changes:{' '}
              {build.enabled
                ? `${build.state}${build.lastSuccessAt ? `, last rebuilt ${new Date(build.lastSuccessAt).toLocaleString()}` : ''}${build.lastError ? `; last failure: ${build.lastError}` : ''}`
                : 'off (SITE_REBUILD=0, or this server serves no site)'}
              {build.head ? ` · content at ${build.head.slice(0, 8)}` : ''}
            </p>
          ) : null}
          <DataTable columns={['Key', 'Size', 'Age', 'TTL', 'Expired']} actions empty="The cache is empty.">
            {cache.entries.map((c) => (
              <tr key={c.key}>
                <th scope="row" className="small">
                  {c.key}
                </th>
                <td>{formatBytes(c.size)}</td>
                <td>{formatDuration(c.age)}</td>
                <td>{formatDuration(c.ttl)}</td>
                <td>{c.isExpired ? 'Yes' : 'No'}</td>
                <td className="admin-actions">
                  <RowButton label="Clear" row={c.key} onClick={() => void clearCache(c.key)} />
                </td>
              </tr>
            ))}
          </DataTable>
        </TabPanel>
      ) : null}
    </div>
  );
}

export default function AdminManagement() {
  return (
    <AdminGate>
      <ManagementScreen />
    </AdminGate>
  );
}
