import { describe, expect, it } from 'vitest';
import { isStoreOutage } from '../../api/stores/outage.ts';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isStoreOutage', () => {
  it('knows a connection refused, lost or timed out, from Node, postgres.js, PostgreSQL and ioredis', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('CONNECTION_CLOSED'),
      coded('CONNECT_TIMEOUT'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('08006', 'connection failure'),
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
      new Error('Connection is closed.'),
      new AggregateError([coded('ECONNREFUSED')], 'all attempts failed'),
    ])
      expect([error.message, isStoreOutage(error)]).toEqual([error.message, true]);
  });

  it('looks along the causes, and leaves every other error alone', () => {
    expect(isStoreOutage(new Error('Cannot use PostgreSQL', { cause: coded('ECONNREFUSED') }))).toBe(true);
    for (const error of [
      new Error('boom'),
      coded('23505', 'duplicate key'),
      coded('ENOENT'),
      new TypeError('x is not a function'),
      'a string',
      undefined,
    ])
      expect(isStoreOutage(error)).toBe(false);
  });
});
