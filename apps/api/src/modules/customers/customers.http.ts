import {
  vendorCustomerAddBody,
  vendorCustomerAddResultView,
  vendorCustomerImportBody,
  vendorCustomerImportResultView,
  vendorCustomerListQuery,
  vendorCustomerListView,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { importVendorCustomers } from './customer-import.ts';
import { addVendorCustomer, listVendorCustomers } from './customers.service.ts';

const tags = ['customers'];
const security = [{ bearer: [] }];
const vendor = { policy: 'vendor' as const };

/**
 * A vendor's own customers (spec section 2 /dashboard/customers; issue 11 item 2). Policy `vendor`:
 * a vendor sees and adds only its own; an own customer stays the first vendor's.
 */
const customersHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor/customers/list',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary: 'The vendor’s own customers, with a search over name, e-mail and phone and the data table’s filters, order and paging',
        querystring: vendorCustomerListQuery,
        response: { 200: envelope(vendorCustomerListView), ...errorResponses },
      },
    },
    async (req) => ok(await listVendorCustomers(app.db, requireUser(req.user).id, req.query)),
  );

  app.post(
    '/vendor/customers/add',
    {
      config: vendor,
      schema: {
        tags,
        security,
        summary:
          'Makes a person the vendor’s own customer: an existing customer account matched by e-mail or phone, else a new account without a password and an invitation e-mail. Refused when the person is already an own customer (of this or another vendor) or the contact is not a customer’s.',
        body: vendorCustomerAddBody,
        response: { 200: envelope(vendorCustomerAddResultView), ...errorResponses },
      },
    },
    async (req) => ok(await addVendorCustomer(app, requireUser(req.user).id, req.body, req.lang)),
  );

  app.post(
    '/vendor/customers/import',
    {
      config: vendor,
      // CUSTOMER_IMPORT_MAX_ROWS rows pass the schema (more: 422); a body past 8 MB (100,000 rows) is refused with 413 before any work.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Adds customers read from a CSV, each checked as an add, in one transaction: all rows or none. With dry_run, a preview: every row’s errors, nothing changed.',
        body: vendorCustomerImportBody,
        response: { 200: envelope(vendorCustomerImportResultView), ...errorResponses },
      },
    },
    async (req) => ok(await importVendorCustomers(app, requireUser(req.user).id, req.body, req.lang)),
  );
};

export default customersHttp;
