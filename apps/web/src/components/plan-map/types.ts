export interface PlanMapPlace {
  lat: number;
  lon: number;
  /** The marker's accessible name. */
  label: string;
}

export interface PlanMapProps {
  /** The map's accessible name (say what it shows, and where the same information is as text). */
  label: string;
  hub: PlanMapPlace | null;
  /** Stops in order: numbered 1, 2, … and joined by the route from the hub and back. */
  stops?: (PlanMapPlace & { id: number })[];
  /** A circle of this radius around the hub (the delivery radius). */
  radiusKm?: number;
  zoomIn: string;
  zoomOut: string;
  testId?: string;
}
