import {
  csvExportQuery,
  customerImportBatchParams,
  customerImportListResponse,
  customerImportPlanResponse,
  customerImportQuery,
  customerImportResponse,
  customerImportUndoResponse,
  customerListQuery,
  customerListResponse,
  customerProfileResponse,
  customerResponse,
  customerUpdateRequest,
  idParams,
  lines,
  shopIdParams,
  staffCustomerInput,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createCustomer } from '../../services/customers/create-customer.ts';
import { exportCustomersCsv } from '../../services/customers/export-customers-csv.ts';
import { getCustomerProfile } from '../../services/customers/get-customer-profile.ts';
import { importCustomersCsv } from '../../services/customers/import-customers-csv.ts';
import { listCustomerImports } from '../../services/customers/list-customer-imports.ts';
import { listCustomers } from '../../services/customers/list-customers.ts';
import { previewCustomerImport } from '../../services/customers/preview-customer-import.ts';
import { undoCustomerImport } from '../../services/customers/undo-customer-import.ts';
import { updateCustomer } from '../../services/customers/update-customer.ts';

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/customers',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'The shop’s customers, searched by name, e-mail or phone, sorted, paged',
        params: shopIdParams,
        querystring: customerListQuery,
        response: { 200: customerListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listCustomers(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.post(
    '/shops/:shopId/customers',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Add a customer (an existing e-mail updates that record)',
        params: shopIdParams,
        body: staffCustomerInput,
        response: { 201: customerResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createCustomer(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.get(
    '/shops/:shopId/customers/export.csv',
    {
      schema: {
        tags: ['admin: customers'],
        summary:
          'Every customer as CSV (UTF-8 with BOM, CRLF; `;` and decimal commas where the salon’s language writes them, or as `separator` asks)',
        params: shopIdParams,
        querystring: csvExportQuery,
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="customers.csv"')
        .send(
          await exportCustomersCsv(ctx, await req.authenticate(), {
            shopId: req.params.shopId,
            separator: req.query.separator,
          }),
        ),
  );
  // CSV arrives as text; the service parses it with a CSV library and validates each row.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const csvBody = lines().min(1, { message: 'Send the CSV file as the body' });
  app.post(
    '/shops/:shopId/customers/import/preview',
    {
      schema: {
        tags: ['admin: customers'],
        summary:
          'What importing a CSV file would do, line by line (created, updated, unchanged, skipped, errors); writes nothing',
        params: shopIdParams,
        body: csvBody,
        response: { 200: customerImportPlanResponse, ...errorResponses },
      },
    },
    async (req) =>
      previewCustomerImport(ctx, await req.authenticate(), { shopId: req.params.shopId, csv: req.body }),
  );
  app.post(
    '/shops/:shopId/customers/import',
    {
      schema: {
        tags: ['admin: customers'],
        summary:
          'Add or update customers from CSV (Content-Type: text/csv; header: name,email,phone,birthday,note; `,` or `;`), as the preview plans it; `plan` refuses it if that changed',
        params: shopIdParams,
        querystring: customerImportQuery,
        body: csvBody,
        response: { 200: customerImportResponse, ...errorResponses },
      },
    },
    async (req) =>
      importCustomersCsv(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        csv: req.body,
        plan: req.query.plan,
        fileName: req.query.fileName,
      }),
  );
  app.get(
    '/shops/:shopId/customers/imports',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'The latest customer imports, newest first',
        params: shopIdParams,
        response: { 200: customerImportListResponse, ...errorResponses },
      },
    },
    async (req) => listCustomerImports(ctx, await req.authenticate(), req.params.shopId),
  );
  app.post(
    '/shops/:shopId/customers/imports/:batchId/undo',
    {
      schema: {
        tags: ['admin: customers'],
        summary:
          'Undo a customer import: changed fields back (unless changed again since), created customers removed (unless they have anything since)',
        params: customerImportBatchParams,
        response: { 200: customerImportUndoResponse, ...errorResponses },
      },
    },
    async (req) =>
      undoCustomerImport(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        batchId: req.params.batchId,
      }),
  );
  app.get(
    '/shops/:shopId/customers/:id',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'A customer’s profile with visit history, no-shows and spend',
        params: idParams,
        response: { 200: customerProfileResponse, ...errorResponses },
      },
    },
    async (req) =>
      getCustomerProfile(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.patch(
    '/shops/:shopId/customers/:id',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Change a customer’s contact, birthday or notes',
        params: idParams,
        body: customerUpdateRequest,
        response: { 200: customerProfileResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateCustomer(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
};

// Every handler asks the session who is calling.
export const customerRoutes = fp(routes, {
  name: 'salon-customer-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
