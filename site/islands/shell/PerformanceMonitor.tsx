/**
 * The Performance Monitor (admin.md "Modals"): the local cache's hit rate, entry count
 * and size, refreshed every 5 seconds.
 */
import { useEffect, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { cacheStats, type CacheStats } from '../../lib/storage.ts';
import { useMessages } from '../../i18n/messages.ts';

/** The refresh interval of the spec. */
const REFRESH_MS = 5000;

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

export default function PerformanceMonitor({ onClose }: { onClose: () => void }) {
  const [stats, setStats] = useState<CacheStats | undefined>(undefined);
  const m = useMessages('windows');
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
    <Modal title={m.perf_title()} onClose={onClose} closeLabel={m.close()}>
      {stats ? (
        <dl className="stats-grid">
          <div>
            <dt>{m.perf_hit_rate()}</dt>
            <dd>{(stats.hitRate * 100).toFixed(0)}%</dd>
          </div>
          <div>
            <dt>{m.perf_entries()}</dt>
            <dd>{stats.entries}</dd>
          </div>
          <div>
            <dt>{m.perf_size()}</dt>
            <dd>{size(stats.bytes)}</dd>
          </div>
          <div>
            <dt>{m.perf_reads()}</dt>
            <dd>{m.perf_hits({ hits: stats.hits, misses: stats.misses })}</dd>
          </div>
        </dl>
      ) : (
        <p>{m.perf_loading()}</p>
      )}
    </Modal>
  );
}
