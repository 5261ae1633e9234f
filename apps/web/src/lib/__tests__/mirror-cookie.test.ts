// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorCookie, storage } from '../storage.ts';

/** What the code wrote to document.cookie, attributes and all (the getter shows names and values only). */
function written(act: () => void): string[] {
  const set = vi.spyOn(document, 'cookie', 'set');
  try {
    act();
    return set.mock.calls.map(([cookie]) => cookie);
  } finally {
    set.mockRestore();
  }
}

describe('mirrorCookie writes a year cookie or a session cookie', () => {
  afterEach(() => storage.set('postcode', null));

  it('gives a stored setting a year (Max-Age)', () => {
    expect(written(() => storage.set('postcode', '0150'))).toEqual(['vm_postcode=0150; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('gives a session cookie no Max-Age or Expires, and clears it for a value it does not accept', () => {
    const cookie = { name: 'vm_test_session', valid: /^1$/, session: true };
    expect(written(() => mirrorCookie(cookie, '1'))).toEqual(['vm_test_session=1; Path=/; SameSite=Lax']);
    expect(document.cookie).toContain('vm_test_session=1');
    expect(written(() => mirrorCookie(cookie, '2'))).toEqual(['vm_test_session=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(document.cookie).not.toContain('vm_test_session=');
  });
});
