import type { FastifyPluginAsync } from 'fastify';
import { accountsHttp } from './accounts/index.ts';
import { adminHttp } from './admin/index.ts';
import { authHttp } from './auth/index.ts';
import { cartHttp } from './cart/index.ts';
import { catalogHttp, vendorProductsHttp } from './catalog/index.ts';
import { checkoutHttp } from './checkout/index.ts';
import { consoleHttp, consoleOrdersHttp } from './console/index.ts';
import { contentHttp } from './content/index.ts';
import { customersHttp } from './customers/index.ts';
import { dashboardHttp } from './dashboard/index.ts';
import { deliveryHttp } from './delivery/index.ts';
import { listingsHttp, marketHttp } from './market/index.ts';
import { dugnadHttp } from './dugnad/index.ts';
import { ordersHttp } from './orders/index.ts';
import { paymentsCore, paymentsHttp, sandboxHttp } from './payments/index.ts';
import { postcodesHttp } from './postcodes/index.ts';
import { promoHttp } from './promo/index.ts';
import { routesHttp } from './routes/index.ts';
import { settlementsHttp } from './settlements/index.ts';
import { settingsCore, settingsHttp } from './settings/index.ts';
import { supportHttp } from './support/index.ts';
import { systemHttp } from './system/index.ts';
import { vendorOrdersHttp } from './vendor-orders/index.ts';
import { transportHttp } from './transport/index.ts';
import { wholesaleOrdersHttp } from './wholesale-orders/index.ts';

/** Every domain module, registered under /api, each from its front door (its folder's index.ts). */
export const modules: FastifyPluginAsync[] = [
  systemHttp,
  settingsCore,
  postcodesHttp,
  authHttp,
  accountsHttp,
  adminHttp,
  paymentsCore,
  catalogHttp,
  cartHttp,
  promoHttp,
  checkoutHttp,
  paymentsHttp,
  sandboxHttp,
  ordersHttp,
  vendorOrdersHttp,
  vendorProductsHttp,
  customersHttp,
  routesHttp,
  deliveryHttp,
  settlementsHttp,
  dugnadHttp,
  supportHttp,
  contentHttp,
  listingsHttp,
  marketHttp,
  wholesaleOrdersHttp,
  transportHttp,
  consoleHttp,
  consoleOrdersHttp,
  dashboardHttp,
  settingsHttp,
];
