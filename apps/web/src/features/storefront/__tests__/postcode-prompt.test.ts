// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { DISMISSED_COOKIE, dismissPostcodeDialog, wasPostcodeDialogDismissed } from '../lib/postcode-prompt.ts';

describe("'Not now' on the postcode dialog (decision 0059)", () => {
  it('is kept for the tab and mirrored to a session cookie, so the server does not draw the dialog again', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    try {
      dismissPostcodeDialog();
      // No Max-Age or Expires: the browser drops the cookie when its session ends.
      expect(set.mock.calls).toEqual([[`${DISMISSED_COOKIE}=1; Path=/; SameSite=Lax`]]);
    } finally {
      set.mockRestore();
    }
    expect(wasPostcodeDialogDismissed()).toBe(true);
    expect(document.cookie).toContain('vm_postcode_later=1');
  });
});
