/**
 * Vendor delivery (spec sections 3, 4 and 5): hubs with a delivery radius, rings of delivery
 * areas with their own prices, a weekly working schedule, carry prices and vehicles. Pure rules,
 * shared by the API and the web forms. Money is integer minor units (øre).
 */

import { shippingForDistance } from '../catalog/coverage.ts';

/** The database refuses a hub radius above this (hubs_radius_check); the form says so first. */
export const HUB_RADIUS_MAX_KM = 500;
export const HUB_NAME_MIN_LENGTH = 2;
export const HUB_NAME_MAX_LENGTH = 80;
export const HUB_STREET_MAX_LENGTH = 120;
/** More rings than this say nothing a customer would notice. */
export const MAX_DELIVERY_AREAS = 10;
/** The largest delivery, carry or minimum-order amount a form accepts: 1 000 000 kr in øre. */
export const DELIVERY_MONEY_MAX = 100_000_000;
/** A lorry with trailer carries at most 60 t in Norway. */
export const VEHICLE_CAPACITY_MAX_KG = 60_000;
/** Inner load space, in cm: 25 m covers any road vehicle. */
export const VEHICLE_DIMENSION_MAX_CM = 2_500;
export const CAR_NUMBER_MAX_LENGTH = 12;

/** ISO weekdays, 1 = Monday … 7 = Sunday (the keys of a working schedule). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export interface DayHours {
  from: string;
  to: string;
}
/** Opening hours per weekday; a missing day is closed. */
export type WorkingSchedule = Partial<Record<Weekday, DayHours>>;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a "HH:MM" time (00:00–23:59), or null when it is not one. */
export function clockMinutes(value: string): number | null {
  const m = CLOCK.exec(value);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

export type ScheduleProblem = { day: Weekday; field: 'from' | 'to'; key: 'error-valid-schedule-time' | 'error-valid-schedule-order' };

/** What is wrong with a working schedule: times that are not HH:MM, and days that close before they open. */
export function scheduleProblems(schedule: WorkingSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  for (const day of WEEKDAYS) {
    const hours = schedule[day];
    if (!hours) continue;
    const from = clockMinutes(hours.from);
    const to = clockMinutes(hours.to);
    if (from === null) problems.push({ day, field: 'from', key: 'error-valid-schedule-time' });
    if (to === null) problems.push({ day, field: 'to', key: 'error-valid-schedule-time' });
    if (from !== null && to !== null && from >= to) problems.push({ day, field: 'to', key: 'error-valid-schedule-order' });
  }
  return problems;
}

export interface DeliveryArea {
  radius_km: number;
  /** Shipping to a postcode in this ring, in minor units. */
  price: number;
}

export type AreaProblem = { index: number; field: 'radius_km'; key: 'error-valid-area-radius-outside' | 'error-valid-area-radius-duplicate' };

/**
 * Delivery areas are rings around the hub: each lies inside the hub's radius, and no two have
 * the same radius (a postcode pays the price of the smallest ring that holds it).
 */
export function areaProblems(hubRadiusKm: number, areas: readonly DeliveryArea[]): AreaProblem[] {
  const problems: AreaProblem[] = [];
  const seen = new Set<number>();
  areas.forEach((area, index) => {
    if (area.radius_km > hubRadiusKm) problems.push({ index, field: 'radius_km', key: 'error-valid-area-radius-outside' });
    else if (seen.has(area.radius_km)) problems.push({ index, field: 'radius_km', key: 'error-valid-area-radius-duplicate' });
    seen.add(area.radius_km);
  });
  return problems;
}

/** The rings from the centre outwards. */
export function sortAreas<T extends DeliveryArea>(areas: readonly T[]): T[] {
  return [...areas].sort((a, b) => a.radius_km - b.radius_km);
}

export interface DeliveryBand {
  fromKm: number;
  toKm: number;
  price: number;
}

/**
 * What a hub charges by distance, as contiguous bands from the hub to its radius: each ring's
 * price up to its radius, then the standard delivery cost for the rest of the radius. The same
 * rule as the coverage (packages/db rebuildCoverage): the smallest ring that holds the distance,
 * else the standard cost. Assumes valid areas (see areaProblems).
 */
export function deliveryBands(hubRadiusKm: number, areas: readonly DeliveryArea[], standardCost: number): DeliveryBand[] {
  const bands: DeliveryBand[] = [];
  let from = 0;
  for (const area of sortAreas(areas)) {
    if (area.radius_km <= from || area.radius_km > hubRadiusKm) continue;
    bands.push({ fromKm: from, toKm: area.radius_km, price: area.price });
    from = area.radius_km;
  }
  if (from < hubRadiusKm) bands.push({ fromKm: from, toKm: hubRadiusKm, price: standardCost });
  return bands;
}

/**
 * The shipping price of a hub at a distance, or null beyond its radius: the coverage rule
 * (`shippingForDistance`), given the hub form's fields in kilometres.
 */
export function hubPriceAt(hubRadiusKm: number, areas: readonly DeliveryArea[], standardCost: number, distanceKm: number): number | null {
  const rings = areas.map((a) => ({ radiusKm: a.radius_km, price: a.price }));
  return shippingForDistance({ radiusKm: hubRadiusKm, standardDeliveryCost: standardCost, areas: rings }, distanceKm * 1000);
}

/**
 * A registration number as stored: upper case, single spaces ("el 12345" → "EL 12345"), or null
 * when it is not one (2 to 12 letters, digits, spaces or hyphens, with at least one digit).
 */
export function normaliseCarNumber(input: string): string | null {
  const v = input.trim().replace(/\s+/g, ' ').toUpperCase();
  if (v.length < 2 || v.length > CAR_NUMBER_MAX_LENGTH) return null;
  if (!/^[A-ZÆØÅ0-9][A-ZÆØÅ0-9 -]*[A-ZÆØÅ0-9]$/.test(v) || !/\d/.test(v)) return null;
  return v;
}

/** The vendor's role for the transporter switch (spec section 4): vendor ↔ vendor-transporter. */
export function vendorRoleFor(isTransporter: boolean): 'vendor' | 'vendor-transporter' {
  return isTransporter ? 'vendor-transporter' : 'vendor';
}
