import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_IMPORT_MAX_ROWS,
  canPin,
  customerRowsFromCsv,
  firstSignInGuideFor,
  homeCardsFor,
  isLowStock,
  LOW_STOCK_FLOOR,
  lowStockThreshold,
  ROLES,
  SHORTCUT_PAGES,
  canAccess,
  shortcutsOf,
  SHORTCUTS_MAX,
  visibleShortcuts,
} from '../index.ts';

describe('dashboard home', () => {
  it('gives each working role its cards and the admin none (the console has its own home)', () => {
    expect(homeCardsFor('vendor')).toEqual(['confirm', 'market', 'low-stock', 'routes', 'settlements']);
    expect(homeCardsFor('transporter')).toEqual(['routes']);
    expect(homeCardsFor('wholesaler')).toEqual(['listings', 'wholesale-orders', 'settlements']);
    expect(homeCardsFor('round-timber-transporter')).toEqual(['transport-requests', 'settlements']);
    expect(homeCardsFor('admin')).toEqual([]);
    expect(homeCardsFor('customer')).toEqual([]);
  });

  it('guides vendors and transporters through the company, a wholesaler through the welcome page', () => {
    expect(firstSignInGuideFor('vendor')).toBe('company');
    expect(firstSignInGuideFor('transporter')).toBe('company');
    expect(firstSignInGuideFor('wholesaler')).toBe('welcome');
    expect(firstSignInGuideFor('admin')).toBeNull();
  });

  it('calls stock low under 20 sacks or under a week of sales', () => {
    expect(isLowStock(19, 0)).toBe(true);
    expect(isLowStock(20, 0)).toBe(false);
    expect(isLowStock(30, 160)).toBe(true); // 40 a week
    expect(isLowStock(40, 160)).toBe(false);
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(100_000), (stock, sold) => {
        const t = lowStockThreshold(sold);
        expect(t).toBeGreaterThanOrEqual(LOW_STOCK_FLOOR);
        expect(t * 4).toBeGreaterThanOrEqual(sold);
        expect(isLowStock(stock, sold)).toBe(stock < t);
      }),
    );
  });
});

describe('shortcuts', () => {
  it('lets a role pin only pages it may open', () => {
    expect(canPin('vendor', '/dashboard/products')).toBe(true);
    expect(canPin('wholesaler', '/dashboard/products')).toBe(false);
    expect(canPin('vendor', '/dashboard/support')).toBe(false);
    expect(canPin('vendor', '/dashboard/nowhere')).toBe(false);
    for (const role of ROLES) for (const p of SHORTCUT_PAGES) expect(canPin(role, p.path)).toBe(canAccess(p.area, role));
  });

  it('drops pages the role can no longer open and offers the rest', () => {
    expect(visibleShortcuts('wholesaler', ['/dashboard/products', '/dashboard/settlements']).map((p) => p.path)).toEqual(['/dashboard/settlements']);
    const s = shortcutsOf('vendor', ['/dashboard/routes']);
    expect(s.shortcuts).toEqual([{ path: '/dashboard/routes', title_key: 'nav.routes' }]);
    expect(s.available.some((p) => p.path === '/dashboard/routes')).toBe(false);
    expect(s.max).toBe(SHORTCUTS_MAX);
  });
});

describe('customer CSV size', () => {
  it('refuses more rows than one import takes, clearly', () => {
    const header = 'email,first_name,last_name,postcode';
    const rows = Array.from({ length: CUSTOMER_IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@example.no,Ola,Nordmann,0150`);
    expect(customerRowsFromCsv([header, ...rows].join('\n'))).toEqual({ problem: 'too-many' });
    const ok = customerRowsFromCsv([header, ...rows.slice(1)].join('\n'));
    expect('rows' in ok && ok.rows.length).toBe(CUSTOMER_IMPORT_MAX_ROWS);
  });
});
