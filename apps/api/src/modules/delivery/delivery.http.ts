import {
  activeBody,
  becomeTransporterBody,
  becomeTransporterView,
  deliverySettingsView,
  deliveryUpdateBody,
  hubBody,
  hubView,
  idParams,
  minOrderPriceBody,
  vehicleBody,
  vehicleView,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  addHub,
  changeHubStatus,
  changeMinOrderPrice,
  changeVendorStatus,
  deliverySettings,
  listHubs,
  showHub,
  updateDelivery,
  updateHub,
} from './delivery.service.ts';
import { addVehicle, changeVehicleStatus, listVehicles, updateVehicle } from './vehicles.service.ts';

const security = [{ bearer: [] }];

/**
 * Vendor delivery (spec sections 2–7): hubs with delivery areas and schedules, the vendor's carry
 * prices, minimum order price, active flag and transporter switch, and vehicles.
 *
 * Who (spec section 6, docs/decisions/0013-delivery-permissions.md): hubs and the vendor's terms
 * belong to a vendor row, so they are for the vendor group (vendor, vendor-transporter; policy
 * `vendor`). Vehicles belong to the user and the delivery page is for vendors and transporters
 * (policy `delivery`: vendor, vendor-transporter, transporter), under the spec's
 * /transporter/*-vehicle paths.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const deliveryHttp: FastifyPluginAsyncZod = async (app) => {
  const hubTags = ['delivery'];

  app.get(
    '/vendor/hub/list',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'The vendor’s hubs with their delivery areas',
        response: { 200: envelope(z.array(hubView)), ...errorResponses },
      },
    },
    async (req) => ok(await listHubs(app.db, requireUser(req.user).id)),
  );

  app.get(
    '/vendor/hub/show/:id',
    {
      config: { policy: 'vendor' },
      schema: { tags: hubTags, security, summary: 'One of the vendor’s hubs', params: idParams, response: { 200: envelope(hubView), ...errorResponses } },
    },
    async (req) => ok(await showHub(app.db, requireUser(req.user).id, req.params.id)),
  );

  app.post(
    '/vendor/hub/add',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'Adds a hub; its place comes from the postcode, and the vendor’s coverage is rebuilt',
        description:
          'Money in minor units (øre). delivery_areas are rings inside radius_km with distinct radii; a postcode pays the price of the smallest ring that holds it, else standard_delivery_cost. working_schedule: {"1".."7": {from, to}} with HH:MM times.',
        body: hubBody,
        response: { 200: envelope(hubView), ...errorResponses },
      },
    },
    async (req) => ok(await addHub(app, requireUser(req.user).id, req.body)),
  );

  app.post(
    '/vendor/hub/update/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'Updates one of the vendor’s hubs (its delivery areas are replaced) and rebuilds the coverage',
        params: idParams,
        body: hubBody,
        response: { 200: envelope(hubView), ...errorResponses },
      },
    },
    async (req) => ok(await updateHub(app, requireUser(req.user).id, req.params.id, req.body)),
  );

  app.post(
    '/vendor/hub/change-status/:id',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'Turns one of the vendor’s hubs on or off; an inactive hub delivers nowhere',
        params: idParams,
        body: activeBody,
        response: { 200: envelope(hubView), ...errorResponses },
      },
    },
    async (req) => ok(await changeHubStatus(app, requireUser(req.user).id, req.params.id, req.body.active)),
  );

  app.get(
    '/vendor/delivery/list',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'The vendor’s delivery terms (carry prices, minimum order price, active, transporter) and hubs',
        response: { 200: envelope(deliverySettingsView), ...errorResponses },
      },
    },
    async (req) => ok(await deliverySettings(app.db, requireUser(req.user).id)),
  );

  app.post(
    '/vendor/delivery/update',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'Updates the carry prices (per sack and per big bag, minor units)',
        body: deliveryUpdateBody,
        response: { 200: envelope(deliverySettingsView), ...errorResponses },
      },
    },
    async (req) => ok(await updateDelivery(app, requireUser(req.user).id, req.body)),
  );

  app.post(
    '/vendor/become-transporter',
    {
      config: { policy: 'vendor' },
      schema: {
        tags: hubTags,
        security,
        summary: 'Switches the role between vendor and vendor-transporter; the same session goes on with the new role',
        body: becomeTransporterBody,
        response: { 200: envelope(becomeTransporterView), ...errorResponses },
      },
    },
    async (req) => ok(await app.workflows.becomeTransporter(requireUser(req.user).id, req.body.is_transporter)),
  );

  for (const role of ['vendor', 'vendor-transporter'] as const) {
    app.post(
      `/${role}/change-status`,
      {
        config: { policy: 'vendor' },
        schema: {
          tags: ['profile'],
          security,
          summary: 'The vendor profile’s active flag: an inactive vendor is not shown and receives no new orders',
          body: activeBody,
          response: { 200: envelope(deliverySettingsView), ...errorResponses },
        },
      },
      async (req) => ok(await changeVendorStatus(app, requireUser(req.user).id, req.body.active)),
    );

    app.post(
      `/${role}/change-min-order-price`,
      {
        config: { policy: 'vendor' },
        schema: {
          tags: ['profile'],
          security,
          summary: 'The vendor’s minimum order price (minor units); orders below it are not assigned',
          body: minOrderPriceBody,
          response: { 200: envelope(deliverySettingsView), ...errorResponses },
        },
      },
      async (req) => ok(await changeMinOrderPrice(app, requireUser(req.user).id, req.body.min_order_price)),
    );
  }

  const vehicleTags = ['vehicles'];

  app.get(
    '/transporter/vehicle/list',
    {
      config: { policy: 'delivery' },
      schema: { tags: vehicleTags, security, summary: 'The caller’s vehicles', response: { 200: envelope(z.array(vehicleView)), ...errorResponses } },
    },
    async (req) => ok(await listVehicles(app.db, requireUser(req.user).id)),
  );

  app.post(
    '/transporter/add-vehicle',
    {
      config: { policy: 'delivery' },
      schema: {
        tags: vehicleTags,
        security,
        summary: 'Adds a vehicle (car number, capacity in kg, load space in cm)',
        body: vehicleBody,
        response: { 200: envelope(vehicleView), ...errorResponses },
      },
    },
    async (req) => ok(await addVehicle(app, requireUser(req.user).id, req.body)),
  );

  app.post(
    '/transporter/update-vehicle/:id',
    {
      config: { policy: 'delivery' },
      schema: {
        tags: vehicleTags,
        security,
        summary: 'Updates one of the caller’s vehicles',
        params: idParams,
        body: vehicleBody,
        response: { 200: envelope(vehicleView), ...errorResponses },
      },
    },
    async (req) => ok(await updateVehicle(app, requireUser(req.user).id, req.params.id, req.body)),
  );

  app.post(
    '/transporter/vehicle/change-status/:id',
    {
      config: { policy: 'delivery' },
      schema: {
        tags: vehicleTags,
        security,
        summary: 'Turns one of the caller’s vehicles on or off; routes use active vehicles',
        params: idParams,
        body: activeBody,
        response: { 200: envelope(vehicleView), ...errorResponses },
      },
    },
    async (req) => ok(await changeVehicleStatus(app, requireUser(req.user).id, req.params.id, req.body.active)),
  );
};

export default deliveryHttp;
