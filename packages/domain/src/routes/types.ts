import type { DeliveryTimeWindow } from '../common/constants.ts';
import type { LatLon } from '../geo/haversine.ts';

/** One line of an order as the planner needs it (order_lines joined with products). */
export interface RouteOrderLine {
  quantity: number;
  /** Weight of one unit (order_lines.weight_kg). */
  weightKg: number;
  /** Volume of one unit in litres (products.volume_l), when the product has one. */
  volumeL?: number | null;
  /** Firewood format (products.format: 40L, 60L, 1000L, 1500L): its volume when volumeL is absent. */
  format?: string | null;
  /** Accessories (gloves, kindling) are neither sacks nor packs. */
  accessory?: boolean;
}

/** A confirmed order as the planner sees it. */
export interface RouteOrder {
  id: number;
  /** Where it is delivered: the geocoded address, else its postcode's centre. */
  point: LatLon;
  lines: readonly RouteOrderLine[];
  timeWindow: DeliveryTimeWindow;
  /** Delivery period, ISO dates (orders.delivery_date_from / _to). */
  dateFrom: string;
  dateTo: string;
  excludedDates: readonly string[];
  /**
   * Orders with the same key are neighbour orders: they join and leave a route together. Use
   * neighbourKeyOf(): the first order's own neighbour code, or the code a neighbour ordered with.
   */
  neighbourKey?: string | null;
  /**
   * Orders with the same key belong to one dugnad (a volunteer group's orders, delivered together
   * in its period): the planner keeps them on one route while it has room and time, and splits them
   * only when it must (decision 0051). Unlike neighbours, they are not a unit.
   */
  dugnadKey?: string | null;
  /** Time at the door in seconds; STOP_SERVICE_S when absent. */
  serviceSeconds?: number;
}

export interface RouteVehicle {
  id: number;
  capacityKg: number;
  widthCm: number;
  heightCm: number;
  depthCm: number;
}

/** Where the vans leave from and return to: the vendor's hub. */
export type Hub = LatLon;
