import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_CHARS } from '../common/constants.ts';
import { addMessageBody, addTicketBody } from '../support/support.schema.ts';
import { isSendable, isSendShortcut, previewText, SUPPORT_MESSAGE_MAX, sameTopic } from '../support/support.ts';

describe('chat preview (cut at 50 characters)', () => {
  it('keeps a short message as it is, on one line', () => {
    expect(previewText('Når kommer veden?')).toBe('Når kommer veden?');
    expect(previewText('  line one\n\nline   two ')).toBe('line one line two');
  });

  it('cuts a long message at 50 characters and marks the cut', () => {
    const long = 'Hola, quería saber cuándo llega mi pedido de leña de abedul porque no estaré en casa';
    const p = previewText(long);
    expect(p.endsWith('…')).toBe(true);
    expect(Array.from(p.slice(0, -1)).length).toBeLessThanOrEqual(CHAT_PREVIEW_CHARS);
    expect(long.startsWith(p.slice(0, -1))).toBe(true);
  });

  it('never splits a character and never exceeds 50 characters plus the mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        const p = previewText(s);
        const chars = Array.from(p);
        expect(chars.length).toBeLessThanOrEqual(CHAT_PREVIEW_CHARS + 1);
        expect(p).not.toMatch(/[\uD800-\uDBFF]$/); // no lone high surrogate at the end
        if (Array.from(s.replace(/\s+/g, ' ').trim()).length <= CHAT_PREVIEW_CHARS) expect(p).toBe(s.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});

describe('sending rules (spec section 5)', () => {
  it('does not send blank messages', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   \n\t ')).toBe(false);
    expect(isSendable(' hei ')).toBe(true);
    expect(isSendable('x'.repeat(SUPPORT_MESSAGE_MAX))).toBe(true);
    expect(isSendable('x'.repeat(SUPPORT_MESSAGE_MAX + 1))).toBe(false);
  });

  it('sends with Ctrl+Enter (or Cmd+Enter), not with Enter alone or while composing', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false, isComposing: true })).toBe(false);
  });

  it('compares ticket topics with absent and null alike', () => {
    expect(sameTopic({ category_id: 1 }, { category_id: 1, order_id: null, question_type_id: null })).toBe(true);
    expect(sameTopic({ category_id: 2, order_id: 5, question_type_id: 1 }, { category_id: 2, order_id: 5, question_type_id: 2 })).toBe(false);
  });
});

describe('support payload schemas', () => {
  it('trims the message and refuses a blank one with its own key', () => {
    expect(addMessageBody.parse({ support_ticket_id: 3, message: '  hei  ' }).message).toBe('hei');
    const r = addMessageBody.safeParse({ support_ticket_id: 3, message: '  \n ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('support-message-required');
  });

  it('reads a draft ticket (order 0 or empty) as no order', () => {
    expect(addTicketBody.parse({ category_id: 1, order_id: 0, question_type_id: '', message: 'x' })).toMatchObject({ order_id: null, question_type_id: null });
  });

  it('refuses unknown fields and malformed client ids', () => {
    expect(addMessageBody.safeParse({ support_ticket_id: 1, message: 'x', extra: 1 }).success).toBe(false);
    expect(addMessageBody.safeParse({ support_ticket_id: 1, message: 'x', client_id: 'a b' }).success).toBe(false);
    expect(addMessageBody.safeParse({ support_ticket_id: 1, message: 'x', client_id: 'abcDEF12-_' }).success).toBe(true);
  });
});
