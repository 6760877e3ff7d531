/**
 * The Performance Monitor (admin.md "Modals"): the local cache's hit rate, entry count
 * and size, refreshed every 5 seconds.
 */
import { useEffect, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { cacheStats, type CacheStats } from '../../lib/storage.ts';

/** The refresh interval of the spec. */
const REFRESH_MS = 5000;

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

export default function PerformanceMonitor({ onClose }: { onClose: () => void }) {
  const [stats, setStats] = useState<CacheStats | undefined>(undefined);
  useEffect(() => {
    const update = () => setStats(cacheStats());
    const first = setTimeout(update, 0);
    const timer = setInterval(update, REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return (
    <Modal title="Performance Monitor" onClose={onClose}>
      {stats ? (
        <dl className="stats-grid">
          <div>
            <dt>Cache hit rate</dt>
            <dd>{(stats.hitRate * 100).toFixed(0)}%</dd>
          </div>
          <div>
            <dt>Cached entries</dt>
            <dd>{stats.entries}</dd>
          </div>
          <div>
            <dt>Total size</dt>
            <dd>{size(stats.bytes)}</dd>
          </div>
          <div>
            <dt>Reads this page</dt>
            <dd>
              {stats.hits} hits, {stats.misses} misses
            </dd>
          </div>
        </dl>
      ) : (
        <p>Loading performance data...</p>
      )}
    </Modal>
  );
}
