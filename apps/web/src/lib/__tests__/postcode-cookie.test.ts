// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../storage.ts';

const cookie = () => /(?:^|;\s*)vm_postcode=([^;]*)/.exec(document.cookie)?.[1];

describe('the stored postcode is mirrored to the vm_postcode cookie (decision 0052)', () => {
  afterEach(() => storage.set('postcode', null));

  it('sets the cookie with the postcode and clears it with the postcode', () => {
    storage.set('postcode', '0150');
    expect(cookie()).toBe('0150');
    storage.set('postcode', '5003');
    expect(cookie()).toBe('5003');
    storage.remove('postcode');
    expect(cookie()).toBeUndefined();
  });

  it('never writes anything but four digits into the cookie', () => {
    storage.set('postcode', '0150');
    storage.set('postcode', '01; x=1' as string);
    expect(cookie()).toBeUndefined();
    expect(document.cookie).not.toContain('x=1');
  });
});
