import { describe, expect, it } from 'vitest';
import { householdOf } from '../../api/http/household.ts';

describe('householdOf', () => {
  it('keeps an IPv4 address, mapped or not, and counts IPv6 by its /56', () => {
    expect(householdOf('203.0.113.5')).toBe('203.0.113.5');
    expect(householdOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(householdOf('2001:db8:1:1ff:abcd::2')).toBe('2001:db8:1:100::/56');
    expect(householdOf('2001:DB8:0001:0100:0:0:0:1')).toBe('2001:db8:1:100::/56');
    expect(householdOf('2001:db8::1')).toBe('2001:db8:0:0::/56');
    expect(householdOf('fe80::1%eth0')).toBe('fe80:0:0:0::/56');
    expect(householdOf('::1')).toBe('0:0:0:0::/56');
    expect(householdOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/56');
    expect(householdOf('local')).toBe('local');
  });
});
