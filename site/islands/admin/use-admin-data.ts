/**
 * What an admin screen loads: fetched when the screen opens and again on reload(), the
 * last good answer kept while a reload fails, and the spec's load error ('Error: ...').
 */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../lib/admin-api.ts';

/** The data `fetch` answers; pass a stable function (module-level, or from useCallback): a new one loads again. */
export function useAdminData<T>(fetch: () => Promise<T>): {
  data: T | undefined;
  error: string;
  reload: () => Promise<void>;
} {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState('');
  const reload = useCallback(async () => {
    try {
      setData(await fetch());
      setError('');
    } catch (err) {
      setError(`Error: ${messageOf(err)}`);
    }
  }, [fetch]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}
