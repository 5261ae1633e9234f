import {
  addressBody,
  HEAR_ABOUT_US,
  hearAboutUsBody,
  idParams,
  REGISTRABLE_ROLES,
  ROLE_SELF_AREA,
  updateCompanyBody,
  updateProfileBody,
  userSettingsBody,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { parseOrFail } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { signInUserView as signInUserSchema } from '@vedmarked/domain';
import {
  addAddress,
  deleteAddress,
  deleteAddressImage,
  getProfile,
  imageRoom,
  listAddresses,
  listCounties,
  listPayments,
  listSuppliers,
  setHearAboutUs,
  updateAddress,
  updateCompany,
  updateProfile,
  updateSettings,
} from './accounts.service.ts';
import { readForm } from '../../lib/read-form.ts';

const companySchema = z.object({
  company_name: z.string(),
  organization_number: z.string().nullable(),
  company_phone: z.string().nullable(),
  invoice_email: z.string().nullable(),
  headquarter: z.string().nullable(),
  internal_ref: z.string().nullable(),
  department: z.string().nullable(),
  vat_registered: z.boolean(),
  bank_account: z.string().nullable(),
  bank_name: z.string().nullable(),
  newsletter: z.boolean(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
});

const profileSchema = signInUserSchema.extend({
  postcode: z.string().nullable(),
  language: z.enum(['es', 'en', 'no']),
  hear_about_us: z.string().nullable(),
  company: companySchema.nullable(),
});

const addressSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  county_id: z.number().nullable(),
  county: z.string().nullable(),
  city: z.string(),
  street: z.string(),
  postcode: z.string(),
  images: z.array(z.object({ id: z.number(), url: z.string() })),
});

const addressFormDoc =
  'multipart/form-data (name, county_id, city, street, postcode and up to 10 files in images[]; JPEG, PNG, WebP, GIF or AVIF, re-encoded) or JSON without images.';

/** Profile, company, addresses and settings of the signed-in user (spec section 7, Profile and settings; Addresses). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const accountsHttp: FastifyPluginAsyncZod = async (app) => {
  for (const role of REGISTRABLE_ROLES) {
    const policy = ROLE_SELF_AREA[role];
    const tags = ['profile'];
    const security = [{ bearer: [] }];

    app.get(
      `/${role}/profile`,
      {
        config: { policy },
        schema: { tags, security, summary: 'The signed-in user’s profile and company', response: { 200: envelope(profileSchema), ...errorResponses } },
      },
      async (req) => ok(await getProfile(app.db, requireUser(req.user).id)),
    );

    app.post(
      `/${role}/update-profile`,
      {
        config: { policy },
        schema: {
          tags,
          security,
          summary: 'Updates name, phone and answers; with the register token it completes a registration',
          body: updateProfileBody,
          response: { 200: envelope(profileSchema), ...errorResponses },
        },
      },
      async (req) => ok(await updateProfile(app, requireUser(req.user), req.body)),
    );

    app.post(
      `/${role}/update-company`,
      {
        config: { policy },
        schema: {
          tags,
          security,
          summary: 'Updates the company (a changed organisation number waits for confirmation again)',
          body: updateCompanyBody,
          response: { 200: envelope(profileSchema), ...errorResponses },
        },
      },
      async (req) => ok(await updateCompany(app, requireUser(req.user), req.body)),
    );

    app.get(
      `/${role}/get-addresses`,
      {
        config: { policy },
        schema: { tags: ['addresses'], security, summary: 'The user’s own addresses', response: { 200: envelope(z.array(addressSchema)), ...errorResponses } },
      },
      async (req) => ok(await listAddresses(app, requireUser(req.user).id)),
    );

    app.post(
      `/${role}/add-address`,
      {
        config: { policy, form: addressBody },
        schema: {
          tags: ['addresses'],
          security,
          summary: 'Adds an address with up to 10 images',
          description: addressFormDoc,
          response: { 200: envelope(addressSchema), ...errorResponses },
        },
      },
      async (req) => {
        const me = requireUser(req.user);
        const { fields, files } = await readForm(req);
        return ok(await addAddress(app, me, parseOrFail(addressBody, fields), files));
      },
    );

    app.post(
      `/${role}/update-address/:id`,
      {
        config: { policy, form: addressBody },
        schema: {
          tags: ['addresses'],
          security,
          summary: 'Updates one of the user’s addresses and adds images (at most 10 in all)',
          description: addressFormDoc,
          params: idParams,
          response: { 200: envelope(addressSchema), ...errorResponses },
        },
      },
      async (req) => {
        const me = requireUser(req.user);
        const { fields, files } = await readForm(req, await imageRoom(app, me, req.params.id));
        return ok(await updateAddress(app, me, req.params.id, parseOrFail(addressBody, fields), files));
      },
    );

    app.post(
      `/${role}/delete-address-image/:id`,
      {
        config: { policy },
        schema: {
          tags: ['addresses'],
          security,
          summary: 'Deletes an image of one of the user’s addresses',
          params: idParams,
          response: { 200: envelope(z.object({ id: z.number(), address_id: z.number() })), ...errorResponses },
        },
      },
      async (req) => ok(await deleteAddressImage(app, requireUser(req.user), req.params.id)),
    );

    app.post(
      `/${role}/delete-address/:id`,
      {
        config: { policy },
        schema: {
          tags: ['addresses'],
          security,
          summary: 'Deletes one of the user’s addresses and its images',
          params: idParams,
          response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
        },
      },
      async (req) => ok(await deleteAddress(app, requireUser(req.user), req.params.id)),
    );
  }

  for (const role of ['customer', 'customer-company'] as const) {
    app.get(
      `/${role}/payments`,
      {
        config: { policy: 'customer' },
        schema: {
          tags: ['profile'],
          security: [{ bearer: [] }],
          summary: 'The customer’s payments (profile, payments tab); amounts in minor units',
          response: {
            200: envelope(
              z.array(
                z.object({
                  id: z.string(),
                  order_id: z.number(),
                  stage: z.string(),
                  amount: z.number().int(),
                  currency: z.string(),
                  status: z.string(),
                  method: z.string(),
                  deadline: z.string().nullable(),
                  paid_at: z.string().nullable(),
                  invoice_number: z.string().nullable(),
                  created_at: z.string(),
                }),
              ),
            ),
            ...errorResponses,
          },
        },
      },
      async (req) => ok(await listPayments(app.db, requireUser(req.user).id)),
    );

    app.get(
      `/${role}/suppliers`,
      {
        config: { policy: 'customer' },
        schema: {
          tags: ['profile'],
          security: [{ bearer: [] }],
          summary: 'The vendors the customer has ordered from (profile, supplier tab)',
          response: {
            200: envelope(z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), orders: z.number(), last_order_at: z.string().nullable() }))),
            ...errorResponses,
          },
        },
      },
      async (req) => ok(await listSuppliers(app.db, requireUser(req.user).id)),
    );
  }

  app.get(
    '/counties',
    {
      config: { policy: 'public' },
      schema: { tags: ['addresses'], summary: 'The Norwegian counties', response: { 200: envelope(z.array(z.object({ id: z.number(), name: z.string() }))) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await listCounties(app.db));
    },
  );

  app.get(
    '/hear-about-us',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['profile'],
        summary: 'The answers to “how did you hear about us”, and the signed-in user’s answer',
        response: { 200: envelope(z.object({ options: z.array(z.enum(HEAR_ABOUT_US)), value: z.string().nullable() })), ...errorResponses },
      },
    },
    async (req) => {
      const value = req.user ? (await getProfile(app.db, req.user.id)).hear_about_us : null;
      return ok({ options: [...HEAR_ABOUT_US], value });
    },
  );

  app.post(
    '/hear-about-us',
    {
      config: { policy: 'signedIn' },
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: 'Stores how the user heard about the service',
        body: hearAboutUsBody,
        response: { 200: envelope(z.object({ value: z.enum(HEAR_ABOUT_US) })), ...errorResponses },
      },
    },
    async (req) => {
      await setHearAboutUs(app.db, requireUser(req.user).id, req.body.hear_about_us);
      return ok({ value: req.body.hear_about_us });
    },
  );

  app.post(
    '/user/settings/update',
    {
      config: { policy: 'signedIn' },
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: 'User settings: interface language (also used for e-mails), end of the company tour',
        body: userSettingsBody,
        response: { 200: envelope(z.object({ language: z.enum(['es', 'en', 'no']), company_tour: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => ok(await updateSettings(app.db, requireUser(req.user).id, req.body)),
  );
};

export default accountsHttp;
