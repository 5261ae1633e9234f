/**
 * Load and capacity (spec sections 3 and 9): an order's weight and volume from its lines, a
 * vehicle's capacity by weight and by cargo-box volume, fill percentages and sack counts.
 */
import { FIREWOOD_FORMATS, type FirewoodFormat, packagingLabel } from '../catalog/catalog.ts';
import type { RouteOrderLine, RouteVehicle } from './types.ts';

/** Litres of each firewood format (spec section 9: sacks of 40 L and 60 L, big bags of 1000 L and 1500 L). */
export const FORMAT_LITRES: Record<FirewoodFormat, number> = { '40L': 40, '60L': 60, '1000L': 1000, '1500L': 1500 };

export interface Load {
  weightKg: number;
  /** Litres of the lines whose volume is known (firewood formats, products with volume_l). */
  volumeL: number;
  /** Units under 50 kg (spec section 9: "under 50 kg is a sack"). */
  sacks: number;
  /** Units of 50 kg or more: big bags and packs. */
  packs: number;
  /** Units whose volume is not known (pellet sacks, olive stones): they count by weight only. */
  unitsWithoutVolume: number;
}

export const EMPTY_LOAD: Load = Object.freeze({ weightKg: 0, volumeL: 0, sacks: 0, packs: 0, unitsWithoutVolume: 0 });

/** Litres of one unit of a line, or null when neither its volume nor its format is known. */
export function unitLitres(line: Pick<RouteOrderLine, 'volumeL' | 'format'>): number | null {
  if (line.volumeL != null && line.volumeL > 0) return line.volumeL;
  if (line.format && (FIREWOOD_FORMATS as readonly string[]).includes(line.format)) return FORMAT_LITRES[line.format as FirewoodFormat];
  return null;
}

/** What an order weighs and takes up, from its lines. */
export function orderLoad(lines: readonly RouteOrderLine[]): Load {
  let weightKg = 0;
  let volumeL = 0;
  let sacks = 0;
  let packs = 0;
  let unitsWithoutVolume = 0;
  for (const line of lines) {
    weightKg += line.quantity * line.weightKg;
    const litres = unitLitres(line);
    if (litres === null) unitsWithoutVolume += line.quantity;
    else volumeL += line.quantity * litres;
    if (line.accessory) continue;
    if (packagingLabel(line.weightKg) === 'sack') sacks += line.quantity;
    else packs += line.quantity;
  }
  return { weightKg, volumeL, sacks, packs, unitsWithoutVolume };
}

export function addLoads(a: Load, b: Load): Load {
  return {
    weightKg: a.weightKg + b.weightKg,
    volumeL: a.volumeL + b.volumeL,
    sacks: a.sacks + b.sacks,
    packs: a.packs + b.packs,
    unitsWithoutVolume: a.unitsWithoutVolume + b.unitsWithoutVolume,
  };
}

export function sumLoads(loads: Iterable<Load>): Load {
  let total = EMPTY_LOAD;
  for (const l of loads) total = addLoads(total, l);
  return total;
}

export interface Capacity {
  weightKg: number;
  /** The cargo box: width × height × depth, in litres. */
  volumeL: number;
}

/**
 * A vehicle's capacity: its rated load in kg and its cargo box in litres (cm³ / 1000). The box is
 * an upper bound: big bags do not stack, so a van fits fewer than box ÷ bag of them; weight is
 * usually the limit that binds first (a 1000 L bag weighs about 320 kg).
 */
export function vehicleCapacity(v: Pick<RouteVehicle, 'capacityKg' | 'widthCm' | 'heightCm' | 'depthCm'>): Capacity {
  return { weightKg: v.capacityKg, volumeL: (v.widthCm * v.heightCm * v.depthCm) / 1000 };
}

export function fits(load: Load, capacity: Capacity): boolean {
  return load.weightKg <= capacity.weightKg + 1e-9 && load.volumeL <= capacity.volumeL + 1e-9;
}

export interface Fill {
  /** Percent of the rated weight, one decimal. */
  weightPct: number;
  /** Percent of the cargo box, one decimal. */
  volumePct: number;
}

/** Fill percentages, rounded to one decimal (100.0 exactly full; above 100 is over capacity). */
export function fillPercent(load: Load, capacity: Capacity): Fill {
  const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
  return { weightPct: pct(load.weightKg, capacity.weightKg), volumePct: pct(load.volumeL, capacity.volumeL) };
}
