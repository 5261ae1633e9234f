import { describe, expect, it } from 'vitest';
import { ACTORS, AREAS, canAccess, landingPath, ROLES } from '../roles/index.ts';

describe('permission table (spec section 6)', () => {
  it.each([
    ['guestOnly', ['guest']],
    ['cart', ['guest', 'customer', 'customer-company']],
    ['customer', ['customer', 'customer-company']],
    ['admin', ['admin']],
    ['vendor', ['vendor', 'vendor-transporter']],
    ['wholesaler', ['wholesaler']],
    ['transporter', ['vendor-transporter', 'transporter']],
    ['orders', ['vendor', 'vendor-transporter', 'wholesaler']],
    ['settlements', ['vendor', 'vendor-transporter', 'wholesaler', 'round-timber-transporter']],
    ['delivery', ['vendor', 'vendor-transporter', 'transporter']],
    ['company', ['vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter']],
    ['transportation', ['round-timber-transporter']],
    ['signedIn', ROLES],
    ['public', ACTORS],
  ] as const)('%s is open to exactly %j', (area, allowed) => {
    expect(ACTORS.filter((a) => canAccess(area, a))).toEqual([...allowed].sort((x, y) => ACTORS.indexOf(x) - ACTORS.indexOf(y)));
  });
  it('names every area', () => {
    expect(Object.keys(AREAS).length).toBeGreaterThan(10);
  });
});

describe('post-login landing (spec section 2)', () => {
  it.each([
    [{ role: 'customer', currentPath: '/lena' }, '/'],
    [{ role: 'customer', currentPath: '/checkout' }, '/checkout'],
    [{ role: 'customer', currentPath: '/cart' }, '/cart'],
    [{ role: 'vendor', currentPath: '/', companyTour: true }, '/dashboard/company'],
    [{ role: 'vendor', currentPath: '/' }, '/dashboard'],
    [{ role: 'vendor-transporter', currentPath: '/' }, '/dashboard'],
    [{ role: 'wholesaler', currentPath: '/' }, '/dashboard'],
    [{ role: 'transporter', currentPath: '/' }, '/dashboard'],
    [{ role: 'round-timber-transporter', currentPath: '/' }, '/dashboard'],
    [{ role: 'vendor', currentPath: '/lena', redirectUrl: '/lena' }, '/dashboard'],
    [{ role: 'transporter', currentPath: '/', redirectUrl: '/' }, '/dashboard'],
    [{ role: 'admin', currentPath: '/' }, '/dashboard'],
    [{ role: 'customer', currentPath: '/', redirectUrl: '/orders' }, '/orders'],
    [{ role: 'wholesaler', currentPath: '/', forceWelcome: true }, '/dashboard/welcome'],
    [{ role: 'vendor', currentPath: '/', redirectUrl: '/dashboard/routes' }, '/dashboard/routes'],
    [{ role: 'vendor', currentPath: '/', redirectUrl: '//evil.example' }, '/dashboard'],
  ] as const)('%j lands on %s', (input, expected) => {
    expect(landingPath(input)).toBe(expected);
  });
});
