import { z } from 'zod';
import { postcodeSchema } from '../postcode/postcode.schema.ts';
import { line } from '../validation/primitives.ts';
import {
  areaProblems,
  CAR_NUMBER_MAX_LENGTH,
  DELIVERY_MONEY_MAX,
  HUB_NAME_MAX_LENGTH,
  HUB_NAME_MIN_LENGTH,
  HUB_RADIUS_MAX_KM,
  HUB_STREET_MAX_LENGTH,
  MAX_DELIVERY_AREAS,
  normaliseCarNumber,
  scheduleProblems,
  VEHICLE_CAPACITY_MAX_KG,
  VEHICLE_DIMENSION_MAX_CM,
  WEEKDAYS,
  type WorkingSchedule,
} from './delivery.ts';

/*
 * Request and response payloads of the delivery calls (spec section 7: hubs, /vendor/delivery/*,
 * /{role}/change-status, /{role}/change-min-order-price, /vendor/become-transporter,
 * /transporter/*-vehicle). Messages are i18n keys (errors and delivery-rules catalogs); the API and
 * the web forms validate with the same schemas. Money is integer minor units (øre).
 */

const REQUIRED = { error: 'validation-field-required' } as const;
/** "Required" when the value is missing, "not valid" when it is of the wrong kind. */
const numberError = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? 'validation-field-required' : 'validation-invalid');

/**
 * An amount in minor units: a whole number from 0 up to the form's maximum. Whole numbers are
 * checked with multipleOf(1), not int(): zod's int() stops every later check of the payload, and
 * the delivery-area rules should still be reported next to a mistyped price.
 */
export const moneySchema = (key = 'error-valid-money') =>
  z.number({ error: numberError }).multipleOf(1, { error: key }).min(0, { error: key }).max(DELIVERY_MONEY_MAX, { error: 'error-valid-money-max' });

/** Multipart and query strings send booleans as 1/0 (spec section 5); JSON as true/false. */
const flag = z.preprocess((v) => (v === '1' || v === 1 || v === 'true' ? true : v === '0' || v === 0 || v === 'false' ? false : v), z.boolean(REQUIRED));

const clock = line()
  .trim()
  .min(1, REQUIRED)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'error-valid-schedule-time' });
export const dayHoursSchema = z.strictObject({ from: clock, to: clock });

/** Opening hours per ISO weekday ("1" = Monday); a missing day is closed. */
export const workingScheduleSchema = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof dayHoursSchema>>,
  )
  .superRefine((schedule, ctx) => {
    for (const p of scheduleProblems(schedule as WorkingSchedule))
      ctx.addIssue({ code: 'custom', message: p.key, path: [p.day, p.field], input: schedule[p.day] });
  });

export const hubRadiusSchema = z
  .number({ error: numberError })
  .gt(0, { error: 'error-valid-delivery-radius' })
  .max(HUB_RADIUS_MAX_KM, { error: 'error-valid-delivery-radius-max' });

export const deliveryAreaSchema = z.strictObject({
  radius_km: z
    .number({ error: numberError })
    .gt(0, { error: 'error-valid-delivery-radius' })
    .max(HUB_RADIUS_MAX_KM, { error: 'error-valid-delivery-radius-max' }),
  price: moneySchema(),
});

export const hubNameSchema = line()
  .trim()
  .min(1, REQUIRED)
  .min(HUB_NAME_MIN_LENGTH, { error: 'error-valid-hub-name' })
  .max(HUB_NAME_MAX_LENGTH, { error: 'error-valid-hub-name' });

/**
 * POST /api/vendor/hub/add and /api/vendor/hub/update/{id}. The city and the coordinates come
 * from the postcode (docs/decisions: hub coordinates from postcodes). The delivery areas replace
 * the hub's rings; they must lie inside the hub's radius with distinct radii.
 */
export const hubBody = z
  .strictObject({
    name: hubNameSchema,
    street: line().trim().min(1, REQUIRED).max(HUB_STREET_MAX_LENGTH, { error: 'error-valid-max-length' }),
    postcode: postcodeSchema,
    radius_km: hubRadiusSchema,
    standard_delivery_cost: moneySchema(),
    carry_price: moneySchema('error-valid-carry-price'),
    min_order_price: moneySchema('error-valid-min-order-price').nullable().optional(),
    working_schedule: workingScheduleSchema.default({}),
    delivery_areas: z.array(deliveryAreaSchema).max(MAX_DELIVERY_AREAS, { error: 'error-valid-delivery-areas-count' }).default([]),
    active: flag.optional(),
  })
  .superRefine(
    (hub, ctx) => {
      for (const p of areaProblems(hub.radius_km, hub.delivery_areas)) {
        ctx.addIssue({ code: 'custom', message: p.key, path: ['delivery_areas', p.index, p.field], input: hub.delivery_areas[p.index]?.radius_km });
      }
    },
    {
      // Check the rings against the radius even while other fields are still wrong.
      when: (payload) => {
        const v = payload.value as { radius_km?: unknown; delivery_areas?: unknown } | undefined;
        return (
          typeof v?.radius_km === 'number' &&
          Array.isArray(v.delivery_areas) &&
          v.delivery_areas.every((a) => typeof (a as { radius_km?: unknown } | null)?.radius_km === 'number')
        );
      },
    },
  );
export type HubBody = z.infer<typeof hubBody>;
export type HubInput = z.input<typeof hubBody>;

/** POST /api/vendor/hub/change-status/{id}, /api/{role}/change-status, vehicle change-status. */
export const activeBody = z.strictObject({ active: flag });
export type ActiveBody = z.infer<typeof activeBody>;

export const carryPricesSchema = z.strictObject({
  sack: moneySchema('error-valid-carry-price'),
  bigBag: moneySchema('error-valid-carry-price'),
});

/** POST /api/vendor/delivery/update: the carry prices per sack and per big bag. */
export const deliveryUpdateBody = z.strictObject({ carry_prices: carryPricesSchema });
export type DeliveryUpdateBody = z.infer<typeof deliveryUpdateBody>;

/** POST /api/{role}/change-min-order-price: orders below it are not assigned to the vendor. */
export const minOrderPriceBody = z.strictObject({ min_order_price: moneySchema('error-valid-min-order-price') });
export type MinOrderPriceBody = z.infer<typeof minOrderPriceBody>;

/** POST /api/vendor/become-transporter. */
export const becomeTransporterBody = z.strictObject({ is_transporter: flag });

export const carNumberSchema = line()
  .trim()
  .min(1, REQUIRED)
  .max(CAR_NUMBER_MAX_LENGTH + 8, { error: 'error-valid-car-number' })
  .transform((v, ctx) => {
    const n = normaliseCarNumber(v);
    if (n) return n;
    ctx.issues.push({ code: 'custom', message: 'error-valid-car-number', input: v });
    return z.NEVER;
  });

const dimension = z
  .number({ error: numberError })
  .multipleOf(1, { error: 'error-valid-car-dimension' })
  .min(1, { error: 'error-valid-car-dimension' })
  .max(VEHICLE_DIMENSION_MAX_CM, { error: 'error-valid-car-dimension' });

/** POST /api/transporter/add-vehicle and /api/transporter/update-vehicle/{id}. */
export const vehicleBody = z.strictObject({
  car_number: carNumberSchema,
  capacity_kg: z
    .number({ error: numberError })
    .multipleOf(1, { error: 'error-valid-capacity' })
    .min(1, { error: 'error-valid-capacity' })
    .max(VEHICLE_CAPACITY_MAX_KG, { error: 'error-valid-capacity' }),
  width_cm: dimension,
  height_cm: dimension,
  depth_cm: dimension,
  active: flag.optional(),
});
export type VehicleBody = z.infer<typeof vehicleBody>;
export type VehicleInput = z.input<typeof vehicleBody>;

/* Responses. */

export const dayHoursView = z.object({ from: z.string(), to: z.string() });
export const workingScheduleView = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursView.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof dayHoursView>>,
);

export const hubView = z.object({
  id: z.number(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lon: z.number(),
  radius_km: z.number(),
  standard_delivery_cost: z.number().int(),
  carry_price: z.number().int(),
  min_order_price: z.number().int().nullable(),
  working_schedule: workingScheduleView,
  active: z.boolean(),
  delivery_areas: z.array(z.object({ id: z.number(), radius_km: z.number(), price: z.number().int() })),
  /** Postcodes this hub serves for the vendor now (0 when the hub or the vendor is inactive). */
  postcodes_covered: z.number().int(),
});
export type HubView = z.infer<typeof hubView>;

/** GET /api/vendor/delivery/list: the vendor's delivery terms and hubs. */
export const deliverySettingsView = z.object({
  vendor_id: z.number(),
  name: z.string(),
  currency: z.enum(['NOK', 'EUR']),
  active: z.boolean(),
  is_transporter: z.boolean(),
  min_order_price: z.number().int(),
  carry_prices: z.object({ sack: z.number().int(), bigBag: z.number().int() }),
  /** Postcodes the vendor delivers to now, over all hubs. */
  postcodes_covered: z.number().int(),
  hubs: z.array(hubView),
});
export type DeliverySettings = z.infer<typeof deliverySettingsView>;

export const vehicleView = z.object({
  id: z.number(),
  car_number: z.string(),
  capacity_kg: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
  depth_cm: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
});
export type VehicleView = z.infer<typeof vehicleView>;

/** POST /api/vendor/become-transporter: the new role (the same session goes on with it). */
export const becomeTransporterView = z.object({ is_transporter: z.boolean(), role: z.enum(['vendor', 'vendor-transporter']) });
export type BecomeTransporterResult = z.infer<typeof becomeTransporterView>;
