import { describe, expect, it } from 'vitest';
import { routeStateOf } from '../components/RouteStatusBadge.tsx';

describe('routeStateOf', () => {
  it('tells new, in progress, completed and cancelled apart', () => {
    expect(routeStateOf({ status_name: 'onRoute', started_at: null })).toBe('new');
    expect(routeStateOf({ status_name: 'onRoute', started_at: '2030-01-01T08:00:00Z' })).toBe('in-progress');
    expect(routeStateOf({ status_name: 'delivered', started_at: '2030-01-01T08:00:00Z' })).toBe('delivered');
    expect(routeStateOf({ status_name: 'canceled', started_at: null })).toBe('canceled');
  });
});
