/**
 * Per-key task chains for the stores' `exclusive`: tasks on one lock key run one after
 * another in this process, tasks on different keys run freely. Shared by the unstorage
 * store and the in-process store so that both serialise the same way.
 */

/** The lock chains of one store. */
export interface KeyLocks {
  /** Runs `task` after every earlier task on `lockKey` has settled. */
  exclusive<R>(lockKey: string, task: () => Promise<R>): Promise<R>;
  /** Whether a task on `lockKey` is running or waiting. */
  held(lockKey: string): boolean;
}

/** An empty set of lock chains. */
export function createKeyLocks(): KeyLocks {
  const locks = new Map<string, Promise<unknown>>();
  return {
    exclusive<R>(lockKey: string, task: () => Promise<R>): Promise<R> {
      const previous = locks.get(lockKey) ?? Promise.resolve();
      const run = previous.then(task, task);
      // The chain's tail never rejects, so one failed task does not poison the next.
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      locks.set(lockKey, tail);
      void tail.then(() => {
        if (locks.get(lockKey) === tail) locks.delete(lockKey);
      });
      return run;
    },
    held: (lockKey) => locks.has(lockKey),
  };
}
