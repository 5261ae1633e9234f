import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages, isMessageKey, topLevelField } from '../validation/index.ts';

const schema = z.strictObject({
  name: z.string().trim().min(1, { error: 'validation-field-required' }),
  email: z.email({ error: 'error-valid-email' }),
  delivery: z.object({ street: z.string().min(2), postcode: z.string().regex(/^\d{4}$/, { error: 'error-valid-postcode' }) }),
});
const issuesOf = (v: unknown) => schema.safeParse(v).error?.issues ?? [];

describe('fieldMessages: the first message per field (decision 0017)', () => {
  it('maps zod issues to message keys, one per field, with the whole path', () => {
    const issues = issuesOf({ name: ' ', email: 'x', delivery: { street: 'a', postcode: '12' }, extra: 1 });
    expect(fieldMessages(issues)).toEqual({
      name: { key: 'validation-field-required', params: { min: 1 } },
      email: { key: 'error-valid-email', params: {} },
      'delivery.street': { key: 'error-valid-min-length', params: { min: 2 } },
      'delivery.postcode': { key: 'error-valid-postcode', params: {} },
      _: { key: 'validation-unknown-field', params: { field: 'extra' } },
    });
  });

  it('keeps the first message when several issues name one field', () => {
    const twice = z.object({ code: z.string().min(4, { error: 'error-first' }).regex(/^\d+$/, { error: 'error-second' }) });
    expect(fieldMessages(twice.safeParse({ code: 'ab' }).error!.issues, { message: (m) => m.key })).toEqual({ code: 'error-first' });
  });

  it('groups by the top-level field when asked, and translates with the given function', () => {
    const issues = issuesOf({ name: 'Kari', email: 'kari@example.no', delivery: { street: 'a', postcode: '12' } });
    expect(fieldMessages(issues, { field: topLevelField, message: (m) => `t(${m.key})` })).toEqual({ delivery: 't(error-valid-min-length)' });
  });

  it("regroups the API envelope's fields the same way", () => {
    const fields = { 'delivery.street': 'Too short', 'delivery.postcode': 'Not a postcode', email: 'Not an e-mail' };
    expect(fieldMessages(fields)).toEqual(fields);
    expect(fieldMessages(fields, { field: topLevelField })).toEqual({ delivery: 'Too short', email: 'Not an e-mail' });
  });

  it("tells our message keys from zod's own messages", () => {
    expect(isMessageKey('error-valid-postcode')).toBe(true);
    expect(isMessageKey('validation-field-required')).toBe(true);
    expect(isMessageKey('Invalid input: expected string, received undefined')).toBe(false);
    expect(isMessageKey('required')).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => !isMessageKey(s) || !/\s/.test(s)));
  });

  it('returns one message per distinct field, whatever the issues', () => {
    const path = fc.array(fc.constantFrom('a', 'b', 'c', 0, 1), { maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.record({ path, message: fc.constantFrom('error-x', 'error-y', 'Plain text') })), (issues) => {
        const out = fieldMessages(issues, { message: (m) => m.key });
        const distinct = new Set(issues.map((i) => i.path.map(String).join('.') || '_'));
        expect(Object.keys(out).sort()).toEqual([...distinct].sort());
        for (const i of issues) {
          const first = issues.find((j) => j.path.map(String).join('.') === i.path.map(String).join('.'))!;
          expect(out[i.path.map(String).join('.') || '_']).toBe(first.message === 'Plain text' ? 'validation-invalid' : first.message);
        }
      }),
    );
  });
});
