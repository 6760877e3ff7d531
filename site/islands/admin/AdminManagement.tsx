/**
 * /admin-management: three tabs. Users (with their count: id, username, is_admin; admin
 * rights are granted outside the app), Blocked IPs (with their count: ip_address,
 * blocked_at, reason; block one, unblock), and Cache Management (entry count, total size,
 * each entry's size, age, ttl and isExpired; clear all, clear one), with the state of the
 * background site rebuild.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminRequest, formatBytes, formatDuration, messageOf } from './admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { TabPanel, Tabs } from './Tabs.tsx';

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

function ManagementScreen() {
  const [tab, setTab] = useState<Tab>('users');
  const [users, setUsers] = useState<User[]>([]);
  const [blocked, setBlocked] = useState<BlockedIp[]>([]);
  const [cache, setCache] = useState<{ entries: CacheEntry[]; count: number; totalSize: number }>({ entries: [], count: 0, totalSize: 0 });
  const [build, setBuild] = useState<SiteBuild | undefined>(undefined);
  const [error, setError] = useState('');
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');

  const load = useCallback(async () => {
    try {
      const [u, b, c, s] = await Promise.all([
        adminRequest<{ users: User[] }>('GET', '/admin/users'),
        adminRequest<{ blockedIps: BlockedIp[] }>('GET', '/admin/blocked-ips'),
        adminRequest<{ entries: CacheEntry[]; count: number; totalSize: number }>('GET', '/admin/cache'),
        adminRequest<SiteBuild>('GET', '/admin/site-build'),
      ]);
      setUsers(u.users);
      setBlocked(b.blockedIps);
      setCache(c);
      setBuild(s);
      setError('');
    } catch (err) {
      setError(`Error: ${messageOf(err)}`);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const block = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await adminRequest('POST', '/admin/blocked-ips', { ip: ip.trim(), reason: reason.trim() || undefined });
      window.alert('IP blocked successfully.');
      setIp('');
      setReason('');
      void load();
    } catch (err) {
      window.alert(`Failed to block IP: ${messageOf(err)}`);
    }
  };

  const unblock = async (entry: BlockedIp) => {
    try {
      await adminRequest('POST', `/admin/blocked-ips/${entry.id}/unblock`);
      void load();
    } catch (err) {
      window.alert(`Failed to unblock IP: ${messageOf(err)}`);
    }
  };

  const clearCache = async (key?: string) => {
    try {
      await adminRequest('DELETE', key === undefined ? '/admin/cache' : `/admin/cache/${encodeURIComponent(key)}`);
      void load();
    } catch (err) {
      window.alert(messageOf(err));
    }
  };

  return (
    <div className="admin-screen">
      <h1>Admin Management</h1>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
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
          <p className="muted small">Admin rights are granted and revoked by the operator: `platter users grant-admin` and `revoke-admin`.</p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Username</th>
                  <th scope="col">Admin</th>
                </tr>
              </thead>
              <tbody>
                {users.map((u) => (
                  <tr key={u.id}>
                    <td className="small">{u.id}</td>
                    <th scope="row">{u.username}</th>
                    <td>{u.is_admin ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </TabPanel>
      ) : null}
      {tab === 'blocked' ? (
        <TabPanel id="blocked">
          <form onSubmit={block} className="admin-filters">
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
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">IP address</th>
                    <th scope="col">Blocked at</th>
                    <th scope="col">Reason</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {blocked.map((b) => (
                    <tr key={b.id}>
                      <th scope="row">{b.ip_address}</th>
                      <td>{new Date(b.blocked_at).toLocaleString()}</td>
                      <td>
                        {b.reason}
                        {b.blocked_by ? <span className="muted small"> (by {b.blocked_by})</span> : null}
                      </td>
                      <td className="admin-actions">
                        <button type="button" className="btn btn-secondary btn-small" onClick={() => void unblock(b)}>
                          Unblock<span className="visually-hidden"> {b.ip_address}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </TabPanel>
      ) : null}
      {tab === 'cache' ? (
        <TabPanel id="cache">
          <p>
            Entries: <strong data-testid="cache-count">{cache.count}</strong> · Total size: <strong>{formatBytes(cache.totalSize)}</strong>
          </p>
          <div className="button-row">
            <button type="button" className="btn btn-danger" onClick={() => void clearCache()}>
              Clear all
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void load()}>
              Refresh
            </button>
          </div>
          {build ? (
            <p className="small muted">
              Site rebuild after changes:{' '}
              {build.enabled ? `${build.state}${build.lastSuccessAt ? `, last rebuilt ${new Date(build.lastSuccessAt).toLocaleString()}` : ''}${build.lastError ? `; last failure: ${build.lastError}` : ''}` : 'off (SITE_REBUILD=0, or this server serves no site)'}
              {build.head ? ` · content at ${build.head.slice(0, 8)}` : ''}
            </p>
          ) : null}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Size</th>
                  <th scope="col">Age</th>
                  <th scope="col">TTL</th>
                  <th scope="col">Expired</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
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
                      <button type="button" className="btn btn-secondary btn-small" onClick={() => void clearCache(c.key)}>
                        Clear<span className="visually-hidden"> {c.key}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
