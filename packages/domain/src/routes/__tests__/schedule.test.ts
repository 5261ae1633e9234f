import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOffset, formatClock, parseClock } from '../clock.ts';
import { LATE_DELIVERY_WARNING_S, LATEST_DELIVERY_S, STOP_SERVICE_S, TIME_WINDOW_S } from '../constants.ts';
import { scheduleRoute } from '../schedule.ts';
import type { TravelTable } from '../travel.ts';
import { tableArb, WINDOWS } from './fixtures.ts';

/** Hub 0 and points 1..3 on a line, 30 minutes apart (symmetric). */
const line: TravelTable = (() => {
  const size = 4;
  const seconds = new Array(size * size).fill(0);
  const metres = new Array(size * size).fill(0);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      seconds[i * size + j] = Math.abs(i - j) * 1800;
      metres[i * size + j] = Math.abs(i - j) * 25_000;
    }
  return { size, seconds, metres, source: 'estimate' };
})();

const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

describe('clock', () => {
  it('reads HH:MM and shows times rounded up to the minute', () => {
    expect(parseClock('08:30')).toBe(h(8, 30));
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('8:30')).toBeNull();
    expect(formatClock(h(22, 59) + 1)).toBe('23:00');
    expect(formatClock(h(23))).toBe('23:00');
    expect(formatClock(h(23) + 1)).toBe('23:01');
    expect(formatClock(h(24, 15))).toBe('00:15');
    expect(dayOffset(h(24, 15))).toBe(1);
  });

  it('shows 23:00 or earlier exactly for the deliveries it allows, and after 22:00 exactly for those it warns about', () => {
    fc.assert(
      fc.property(fc.integer({ min: h(20), max: h(23, 59) }), (t) => {
        expect(formatClock(t) > '23:00').toBe(t > LATEST_DELIVERY_S);
        expect(formatClock(t) > '22:00').toBe(t > LATE_DELIVERY_WARNING_S);
      }),
    );
  });
});

describe('schedule of a route in a given order', () => {
  it('waits for the window to open, then serves each stop for the service time', () => {
    const s = scheduleRoute({
      departure: h(8),
      travel: line,
      stops: [
        { orderId: 1, point: 1, timeWindow: 'morning' },
        { orderId: 2, point: 2, timeWindow: 'midday' },
      ],
    });
    expect(s.stops.map((x) => [x.arrivalClock, x.waitSeconds])).toEqual([
      ['08:30', 0],
      ['12:00', h(12) - (h(8, 30) + STOP_SERVICE_S + 1800)],
    ]);
    expect(s.warnings).toEqual([]);
    expect(s.refusals).toEqual([]);
    expect(s.drivingSeconds).toBe(1800 + 1800 + 3600);
    expect(s.distanceMetres).toBe(100_000);
    expect(s.backAtHub).toBe(h(12) + STOP_SERVICE_S + 3600);
    expect(s.durationSeconds).toBe(s.backAtHub! - h(8));
  });

  it('without the way back, ends at the last delivery', () => {
    const s = scheduleRoute({ departure: h(8), travel: line, returnToHub: false, stops: [{ orderId: 1, point: 3, timeWindow: 'morning' }] });
    expect(s.backAtHub).toBeNull();
    expect(s.drivingSeconds).toBe(5400);
    expect(s.durationSeconds).toBe(5400 + STOP_SERVICE_S);
  });

  it('warns after 22:00, refuses after 23:00, and warns when a delivery is outside the window', () => {
    const s = scheduleRoute({
      departure: h(20, 30),
      travel: line,
      stops: [
        { orderId: 1, point: 1, timeWindow: 'evening' }, // 21:00
        { orderId: 2, point: 2, timeWindow: 'evening', serviceSeconds: 3600 }, // 21:40
        { orderId: 3, point: 3, timeWindow: 'evening' }, // 23:10
        { orderId: 4, point: 2, timeWindow: 'morning' }, // 23:50
      ],
    });
    expect(s.stops.map((x) => x.arrivalClock)).toEqual(['21:00', '21:40', '23:10', '23:50']);
    expect(s.refusals.map((r) => [r.code, r.orderId])).toEqual([
      ['after_latest_hour', 3],
      ['after_latest_hour', 4],
    ]);
    expect(s.warnings.map((w) => [w.code, 'orderId' in w ? w.orderId : null])).toEqual([
      ['outside_window', 3],
      ['outside_window', 4],
    ]);
  });

  it('warns after 22:00 without refusing up to 23:00 itself', () => {
    const s = scheduleRoute({ departure: h(22, 30), travel: line, stops: [{ orderId: 7, point: 1, timeWindow: 'evening' }] });
    expect(s.stops[0]!.arrivalClock).toBe('23:00');
    expect(s.refusals).toEqual([]);
    expect(s.warnings.map((w) => w.code).sort()).toEqual(['after_warning_hour', 'outside_window']);
  });

  it('serves orders at the same point one after the other, with no driving between them', () => {
    const s = scheduleRoute({
      departure: h(12),
      travel: line,
      stops: [
        { orderId: 1, point: 1, timeWindow: 'midday' },
        { orderId: 2, point: 1, timeWindow: 'midday' },
      ],
    });
    expect(s.stops[1]!.driveSeconds).toBe(0);
    expect(s.stops[1]!.arrival).toBe(s.stops[0]!.leaves);
  });

  it('refuses a point outside the table', () => {
    expect(() => scheduleRoute({ departure: h(8), travel: line, stops: [{ orderId: 1, point: 9, timeWindow: 'midday' }] })).toThrow(RangeError);
  });

  it('holds its rules on any route: times only move forward, never before a window, flags agree with the lists', () => {
    fc.assert(
      fc.property(
        tableArb(5),
        fc.integer({ min: h(6), max: h(22) }),
        fc.array(
          fc.record({ point: fc.integer({ min: 0, max: 4 }), timeWindow: fc.constantFrom(...WINDOWS), serviceSeconds: fc.integer({ min: 0, max: 3600 }) }),
          {
            maxLength: 12,
          },
        ),
        fc.boolean(),
        (travel, departure, raw, returnToHub) => {
          const stops = raw.map((s, i) => ({ ...s, orderId: i + 1 }));
          const s = scheduleRoute({ departure, stops, travel, returnToHub });
          let t = departure;
          let legs = 0;
          for (const st of s.stops) {
            expect(st.arrival).toBeGreaterThanOrEqual(t);
            expect(st.arrival).toBeGreaterThanOrEqual(TIME_WINDOW_S[st.timeWindow].from);
            expect(st.refused).toBe(st.arrival > LATEST_DELIVERY_S);
            expect(st.late).toBe(st.arrival > TIME_WINDOW_S[st.timeWindow].to);
            t = st.leaves;
            legs += st.driveSeconds;
          }
          expect(s.refusals.length).toBe(s.stops.filter((x) => x.refused).length);
          expect(s.warnings.filter((w) => w.code === 'outside_window').length).toBe(s.stops.filter((x) => x.late).length);
          expect(s.warnings.filter((w) => w.code === 'after_warning_hour').length).toBe(s.stops.filter((x) => x.afterWarningHour && !x.refused).length);
          expect(s.drivingSeconds - legs).toBe(returnToHub ? s.backAtHub! - s.lastDeliveryDone : 0);
        },
      ),
    );
  });
});
