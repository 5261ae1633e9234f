import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePct,
  DASHBOARD_STATUS_GROUPS,
  daysOf,
  dashboardPeriodQuery,
  isSale,
  ORDER_STATUS_VALUES,
  periodDays,
  previousPeriod,
  statusGroupOf,
} from '../index.ts';

describe('the dashboard status groups', () => {
  it('put every status in exactly one group', () => {
    const all = Object.values(DASHBOARD_STATUS_GROUPS).flat() as number[];
    expect([...all].sort()).toEqual([...ORDER_STATUS_VALUES].sort());
    expect(statusGroupOf(1)).toBe('new');
    expect(statusGroupOf(8)).toBe('market');
    expect(isSale(7)).toBe(false);
    expect(isSale(5)).toBe(true);
    expect(() => statusGroupOf(42)).toThrow();
  });
});

describe('periods', () => {
  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod('2026-11-27', '2026-11-27')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 365 }), (from, extra) => {
        const to = daysOf(from, from).length === 1 ? new Date(Date.parse(`${from}T00:00:00Z`) + extra * 86_400_000).toISOString().slice(0, 10) : from;
        const prev = previousPeriod(from, to);
        expect(periodDays(prev.from, prev.to)).toBe(periodDays(from, to));
        expect(daysOf(prev.from, prev.to).at(-1)! < from).toBe(true);
        expect(daysOf(from, to)).toHaveLength(extra + 1);
      }),
    );
  });

  it('validates from ≤ to, at most 366 days, real dates', () => {
    expect(dashboardPeriodQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(dashboardPeriodQuery.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(dashboardPeriodQuery.safeParse({ from: '2024-01-01', to: '2025-01-01' }).error?.issues[0]?.message).toBe('error-period-too-long');
    expect(dashboardPeriodQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'error-period-order',
    });
    expect(dashboardPeriodQuery.safeParse({ from: '2026-02-29', to: '2026-03-01' }).error?.issues[0]?.message).toBe('error-period-date');
  });

  it('changes in percent, none from nothing', () => {
    expect(changePct(150, 100)).toBe(50);
    expect(changePct(50, 100)).toBe(-50);
    expect(changePct(0, 0)).toBe(0);
    expect(changePct(5, 0)).toBeNull();
  });
});
