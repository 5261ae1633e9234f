import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en/support.json';
import { formatDate, formatMessageTime, newClientId, topicTitle } from './format.ts';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { support: en } }, interpolation: { escapeValue: false } });
});

describe('support formatting', () => {
  it('writes dates as DD.MM.YYYY and today as HH:mm', () => {
    expect(formatDate('2030-01-05')).toBe('05.01.2030');
    const now = new Date(2030, 0, 5, 18, 0);
    expect(formatMessageTime(new Date(2030, 0, 5, 9, 7).toISOString(), now)).toBe('09:07');
    expect(formatMessageTime(new Date(2030, 0, 4, 23, 59).toISOString(), now)).toBe('04.01.2030 23:59');
  });

  it('names a ticket by its topic', () => {
    const t = i18n.t.bind(i18n);
    expect(topicTitle(t, { categoryCode: 'general' })).toBe('General question');
    expect(topicTitle(t, { categoryCode: 'order', orderId: 12, questionTypeName: 'Delivery' })).toBe('Order #12 · Delivery');
    expect(topicTitle(t, { categoryCode: 'order', orderId: 12 })).toBe('Order #12');
  });

  it('makes client ids the API accepts, different every time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(a);
  });
});
