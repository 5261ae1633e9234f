import { describe, expect, it } from 'vitest';
import { ROUTE_STATUS } from '../../orders/status.ts';
import { routeAddBody, routeListQuery, routeTabOf, routeUpdateBody } from '../routes.views.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the route calls’ schemas', () => {
  it('names a missing date, departure or vehicle each with its own message', () => {
    expect(messages(routeAddBody.safeParse({ order_ids: [1] }))).toMatchObject({
      delivery_date: 'error-route-date-required',
      departure_time: 'error-route-start-required',
      vehicle_id: 'error-route-vehicle-required',
    });
    expect(messages(routeAddBody.safeParse({ delivery_date: '2030-01-01', departure_time: '8:00', vehicle_id: 1, order_ids: [1] }))).toEqual({
      departure_time: 'error-route-start-invalid',
    });
    expect(messages(routeAddBody.safeParse({ delivery_date: '2030-02-30', departure_time: '08:00', vehicle_id: 1, suggest: true }))).toEqual({
      delivery_date: 'error-valid-date',
    });
  });

  it('needs ticked orders or a suggestion, and no unknown fields', () => {
    const base = { delivery_date: '2030-01-01', departure_time: '08:00', vehicle_id: '3' };
    expect(messages(routeAddBody.safeParse(base))).toEqual({ order_ids: 'error-route-orders-required' });
    expect(routeAddBody.parse({ ...base, suggest: true })).toMatchObject({ vehicle_id: 3, suggest: true });
    expect(routeAddBody.safeParse({ ...base, order_ids: [1], colour: 'red' }).success).toBe(false);
    expect(routeUpdateBody.safeParse({ order_ids: [] }).success).toBe(false);
    expect(routeUpdateBody.parse({ order_ids: [2, 1] })).toEqual({ order_ids: [2, 1] });
  });

  it('puts a route under one tab: new until started, in progress after, history once ended', () => {
    expect(routeTabOf({ status: ROUTE_STATUS.onRoute, started: false })).toBe('new');
    expect(routeTabOf({ status: ROUTE_STATUS.onRoute, started: true })).toBe('in-progress');
    expect(routeTabOf({ status: ROUTE_STATUS.delivered, started: true })).toBe('history');
    expect(routeTabOf({ status: ROUTE_STATUS.canceled, started: false })).toBe('history');
    expect(routeListQuery.parse({})).toMatchObject({ tab: 'active', limit: 25, offset: 0, sort: null, filter: [] });
  });
});
