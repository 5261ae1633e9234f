import type { VehicleBody, VehicleView } from '@vedmarked/domain';
import { type Executor, vehicles } from '@vedmarked/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError, notFound, pgCode } from '../../lib/errors.ts';

/*
 * Vehicles (spec sections 3 and 7, Transporter): a vendor, a vendor-transporter or a transporter
 * keeps its own vehicles (car number, capacity, load space, active). Routes choose among the
 * active ones. Vehicles belong to the user, not to a vendor row: a transporter has none.
 */

type VehicleRow = typeof vehicles.$inferSelect;

function toView(v: VehicleRow): VehicleView {
  return {
    id: v.id,
    car_number: v.carNumber,
    capacity_kg: v.capacityKg,
    width_cm: v.widthCm,
    height_cm: v.heightCm,
    depth_cm: v.depthCm,
    active: v.active,
    created_at: v.createdAt.toISOString(),
  };
}

async function ownVehicle(db: Executor, userId: number, id: number): Promise<VehicleRow> {
  const [v] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.ownerUserId, userId)))
    .limit(1);
  if (!v) throw notFound('error-vehicle-not-found');
  return v;
}

const carNumberTaken = () => fieldError({ car_number: 'error-car-number-taken' });

async function assertCarNumberFree(db: Executor, userId: number, carNumber: string, exceptId?: number): Promise<void> {
  const mine = and(eq(vehicles.ownerUserId, userId), eq(vehicles.carNumber, carNumber));
  const [clash] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(exceptId === undefined ? mine : and(mine, ne(vehicles.id, exceptId)))
    .limit(1);
  if (clash) throw carNumberTaken();
}

/** Two requests racing past the check meet the unique index (owner, car number): the same answer. */
async function uniqueCarNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgCode(err) === '23505') throw carNumberTaken();
    throw err;
  }
}

/** GET /api/transporter/vehicle/list: the caller's vehicles, oldest first. */
export async function listVehicles(db: Executor, userId: number): Promise<VehicleView[]> {
  const rows = await db.select().from(vehicles).where(eq(vehicles.ownerUserId, userId)).orderBy(asc(vehicles.id));
  return rows.map(toView);
}

/** POST /api/transporter/add-vehicle. */
export async function addVehicle(app: FastifyInstance, userId: number, body: VehicleBody): Promise<VehicleView> {
  return uniqueCarNumber(() =>
    app.db.transaction(async (tx) => {
      await assertCarNumberFree(tx, userId, body.car_number);
      const [v] = await tx
        .insert(vehicles)
        .values({
          ownerUserId: userId,
          carNumber: body.car_number,
          capacityKg: body.capacity_kg,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
          depthCm: body.depth_cm,
          active: body.active ?? true,
        })
        .returning();
      return toView(v!);
    }),
  );
}

/** POST /api/transporter/update-vehicle/{id}: one of the caller's own vehicles (404 for anyone else's). */
export async function updateVehicle(app: FastifyInstance, userId: number, id: number, body: VehicleBody): Promise<VehicleView> {
  return uniqueCarNumber(() =>
    app.db.transaction(async (tx) => {
      const current = await ownVehicle(tx, userId, id);
      await assertCarNumberFree(tx, userId, body.car_number, id);
      const [v] = await tx
        .update(vehicles)
        .set({
          carNumber: body.car_number,
          capacityKg: body.capacity_kg,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
          depthCm: body.depth_cm,
          active: body.active ?? current.active,
        })
        .where(eq(vehicles.id, id))
        .returning();
      return toView(v!);
    }),
  );
}

/** POST /api/transporter/vehicle/change-status/{id}: an inactive vehicle is not offered for routes. */
export async function changeVehicleStatus(app: FastifyInstance, userId: number, id: number, active: boolean): Promise<VehicleView> {
  return app.db.transaction(async (tx) => {
    await ownVehicle(tx, userId, id);
    const [v] = await tx.update(vehicles).set({ active }).where(eq(vehicles.id, id)).returning();
    return toView(v!);
  });
}
