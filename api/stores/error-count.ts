/**
 * Counting the failures of a store (for /api/metrics) without touching its drivers: the
 * store's methods, and those of the objects they hand out (a records collection), are
 * wrapped so that a rejected call calls `onError`. What is not a failure of the store is
 * left out: an error thrown by the caller's own callback (a change() refusing an edit)
 * and a DuplicateRecordError (a taken username is an answer, not an outage).
 */
import { DuplicateRecordError } from './records.ts';

/** `store` with every failure of its methods reported to `onError`. */
export function countingErrors<T extends object>(store: T, onError: () => void): T {
  const theirs = new WeakSet<object>();
  const markCallback =
    (fn: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      try {
        const result = fn(...args);
        if (result instanceof Promise)
          return result.catch((error: unknown) => {
            if (typeof error === 'object' && error !== null) theirs.add(error);
            throw error;
          });
        return result;
      } catch (error) {
        if (typeof error === 'object' && error !== null) theirs.add(error);
        throw error;
      }
    };
  const isStoreFailure = (error: unknown) =>
    !(error instanceof DuplicateRecordError) && !(typeof error === 'object' && error !== null && theirs.has(error));

  const wrap = <O extends object>(target: O): O =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const passed = args.map((a) => (typeof a === 'function' ? markCallback(a as never) : a));
          let result: unknown;
          try {
            result = (value as (...a: unknown[]) => unknown).apply(obj, passed);
          } catch (error) {
            if (isStoreFailure(error)) onError();
            throw error;
          }
          if (result instanceof Promise)
            return result.catch((error: unknown) => {
              if (isStoreFailure(error)) onError();
              throw error;
            });
          // A collection handed out by a records store: its calls count too.
          return key === 'collection' && typeof result === 'object' && result !== null ? wrap(result) : result;
        };
      },
    });
  return wrap(store);
}
