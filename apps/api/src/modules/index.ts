import type { FastifyPluginAsync } from 'fastify';
import content from './content/content.http.ts';
import cart from './cart/cart.http.ts';
import catalog from './catalog/catalog.http.ts';
import checkout from './checkout/checkout.http.ts';
import delivery from './delivery/delivery.http.ts';
import orders from './orders/orders.http.ts';
import vendorOrders from './vendor-orders/vendor-orders.http.ts';
import paymentsCore from './payments/payments.plugin.ts';
import payments from './payments/payments.http.ts';
import sandbox from './payments/sandbox.http.ts';
import accounts from './accounts/accounts.http.ts';
import admin from './admin/admin.http.ts';
import auth from './auth/auth.http.ts';
import postcodes from './postcodes/postcodes.http.ts';
import support from './support/support.http.ts';
import system from './system/system.http.ts';

/** Every domain module, registered under /api. */
export const modules: FastifyPluginAsync[] = [
  system,
  postcodes,
  auth,
  accounts,
  admin,
  paymentsCore,
  catalog,
  cart,
  checkout,
  payments,
  sandbox,
  orders,
  vendorOrders,
  delivery,
  support,
  content,
];
