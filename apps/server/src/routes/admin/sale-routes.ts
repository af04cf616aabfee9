import {
  checkoutDraftResponse,
  checkoutRequest,
  creditNoteParams,
  emailReceiptRequest,
  emailReceiptResponse,
  idParams,
  locales,
  refundRequest,
  saleIdParams,
  saleListQuery,
  saleListResponse,
  saleResponse,
  salesReportCsvQuery,
  salesReportQuery,
  salesReportResponse,
  shopIdParams,
  walkInSaleRequest,
} from '@salon/domain';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotencyHeaders } from '../../http/headers.ts';
import { idempotency } from '../../http/idempotency.ts';
import { assertMaySell } from '../../services/sales/can.ts';
import { checkoutAppointment } from '../../services/sales/checkout-appointment.ts';
import { createWalkInSale } from '../../services/sales/create-walk-in-sale.ts';
import { emailReceipt } from '../../services/sales/email-receipt.ts';
import { exportSalesCsv } from '../../services/sales/export-sales-csv.ts';
import { getCheckoutDraft } from '../../services/sales/get-checkout-draft.ts';
import { getSale } from '../../services/sales/get-sale.ts';
import { listSales } from '../../services/sales/list-sales.ts';
import { refundSale } from '../../services/sales/refund-sale.ts';
import { getCreditNotePdf, getReceiptPdf } from '../../services/sales/sale-documents.ts';
import { getSalesReport } from '../../services/sales/sales-report.ts';

const tags = ['admin: sales'];
/** The language of a printed document; the shop's when not asked for. */
const documentQuery = z.object({ lang: z.enum(locales).optional() });

/** A receipt or credit note, shown in the browser and never kept by a shared cache. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // Money is taken once: a checkout, sale or refund sent again with its Idempotency-Key gets the first answer.
  const idempotent = idempotency(ctx, async (req) => {
    const { shopId } = req.params as { shopId: string };
    const actor = await req.authenticate();
    assertMaySell(actor, shopId);
    return `sales:${shopId}:${actor.id}`;
  });
  app.get(
    '/shops/:shopId/appointments/:id/checkout',
    {
      schema: {
        tags,
        summary: 'What the checkout of a visit starts from: booked services, deposit, points',
        params: idParams,
        response: { 200: checkoutDraftResponse, ...errorResponses },
      },
    },
    async (req) =>
      getCheckoutDraft(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.post(
    '/shops/:shopId/appointments/:id/checkout',
    {
      schema: {
        tags,
        summary: 'Check out a visit: services, products, discount, tips, points, payments; completes it',
        params: idParams,
        headers: idempotencyHeaders,
        body: checkoutRequest,
        response: { 201: saleResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req, reply) =>
      reply.code(201).send(
        await checkoutAppointment(ctx, await req.authenticate(), {
          shopId: req.params.shopId,
          id: req.params.id,
          input: req.body,
        }),
      ),
  );
  app.post(
    '/shops/:shopId/sales',
    {
      schema: {
        tags,
        summary: 'A sale without an appointment (walk-in, retail only)',
        params: shopIdParams,
        headers: idempotencyHeaders,
        body: walkInSaleRequest,
        response: { 201: saleResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req, reply) =>
      reply.code(201).send(
        await createWalkInSale(ctx, await req.authenticate(), {
          shopId: req.params.shopId,
          input: req.body,
        }),
      ),
  );
  app.get(
    '/shops/:shopId/sales',
    {
      schema: {
        tags,
        summary: 'Sales, newest receipt first',
        params: shopIdParams,
        querystring: saleListQuery,
        response: { 200: saleListResponse, ...errorResponses },
      },
    },
    async (req) => listSales(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.get(
    '/shops/:shopId/sales/:id',
    {
      schema: {
        tags,
        summary: 'A sale with its lines, payments, receipt and credit notes',
        params: saleIdParams,
        response: { 200: saleResponse, ...errorResponses },
      },
    },
    async (req) => getSale(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.post(
    '/shops/:shopId/sales/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refund a sale fully or partly, with a reason; issues a credit note',
        params: saleIdParams,
        headers: idempotencyHeaders,
        body: refundRequest,
        response: { 201: saleResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req, reply) =>
      reply.code(201).send(
        await refundSale(ctx, await req.authenticate(), {
          shopId: req.params.shopId,
          id: req.params.id,
          input: req.body,
        }),
      ),
  );
  app.get(
    '/shops/:shopId/sales/:id/receipt.pdf',
    {
      schema: {
        tags,
        summary: 'The receipt as PDF',
        params: saleIdParams,
        querystring: documentQuery,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await getReceiptPdf(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        lang: req.query.lang,
      });
      return sendPdf(reply, pdf, filename);
    },
  );
  app.get(
    '/shops/:shopId/sales/:id/credit-notes/:creditNoteId/pdf',
    {
      schema: {
        tags,
        summary: 'A credit note as PDF',
        params: creditNoteParams,
        querystring: documentQuery,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await getCreditNotePdf(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        creditNoteId: req.params.creditNoteId,
        lang: req.query.lang,
      });
      return sendPdf(reply, pdf, filename);
    },
  );
  app.post(
    '/shops/:shopId/sales/:id/receipt/email',
    {
      schema: {
        tags,
        summary: 'E-mail the receipt (PDF attached) to the customer in their language, or to another address',
        params: saleIdParams,
        body: emailReceiptRequest,
        response: { 200: emailReceiptResponse, ...errorResponses },
      },
    },
    async (req) =>
      emailReceipt(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        to: req.body.to,
      }),
  );
  app.get(
    '/shops/:shopId/sales-report',
    {
      schema: {
        tags,
        summary:
          'Sales of a day or period: by payment method, services vs products, tips per stylist, refunds',
        params: shopIdParams,
        querystring: salesReportQuery,
        response: { 200: salesReportResponse, ...errorResponses },
      },
    },
    async (req) =>
      getSalesReport(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.get(
    '/shops/:shopId/sales-report.csv',
    {
      schema: {
        tags,
        summary:
          'Receipts and credit notes of a period as CSV (UTF-8 with BOM, CRLF; `;` and decimal commas where the salon’s language writes them, or as `separator` asks)',
        params: shopIdParams,
        querystring: salesReportCsvQuery,
      },
    },
    async (req, reply) => {
      const csv = await exportSalesCsv(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        query: req.query,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="sales-${req.query.from}-${req.query.to}.csv"`)
        .send(csv);
    },
  );
};

// Every handler asks the session who is calling.
export const saleRoutes = fp(routes, {
  name: 'salon-sale-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
