import { type BecomeTransporterResult, vendorRoleFor } from '@vedmarked/domain';
import type { FastifyInstance } from 'fastify';
import { setUserRole } from '../modules/auth/index.ts';
import { ownVendor, setTransporter } from '../modules/delivery/index.ts';

/**
 * POST /api/vendor/become-transporter: the vendor ↔ vendor-transporter switch (spec section 4), in
 * one transaction: the vendor row (delivery module) and the user's role (auth module). The auth
 * plugin reads the role on every request, so the caller's session goes on with the new role at
 * once: no new sign-in, and no other session is revoked.
 */
export async function becomeTransporter(app: FastifyInstance, userId: number, isTransporter: boolean): Promise<BecomeTransporterResult> {
  return app.db.transaction(async (tx) => {
    const vendor = await ownVendor(tx, userId, { forUpdate: true });
    const role = vendorRoleFor(isTransporter);
    await setTransporter(tx, vendor.id, isTransporter);
    await setUserRole(tx, userId, role);
    return { is_transporter: isTransporter, role };
  });
}
