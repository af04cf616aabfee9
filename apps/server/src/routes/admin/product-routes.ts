import {
  idParams,
  productArchiveRequest,
  productListQuery,
  productListResponse,
  productRequest,
  productResponse,
  productUpdateRequest,
  shopIdParams,
  stockChangeRequest,
  stockChangeResponse,
  stockMovementListResponse,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { archiveProduct } from '../../services/products/archive-product.ts';
import { changeStock } from '../../services/products/change-stock.ts';
import { createProduct } from '../../services/products/create-product.ts';
import { listProducts } from '../../services/products/list-products.ts';
import { listStockMovements } from '../../services/products/list-stock-movements.ts';
import { updateProduct } from '../../services/products/update-product.ts';

const tags = ['admin: products'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/products',
    {
      schema: {
        tags,
        summary: 'Retail products: search by name, SKU or barcode; low stock only',
        params: shopIdParams,
        querystring: productListQuery,
        response: { 200: productListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listProducts(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.post(
    '/shops/:shopId/products',
    {
      schema: {
        tags,
        summary: 'Add a product',
        params: shopIdParams,
        body: productRequest,
        response: { 201: productResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createProduct(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.patch(
    '/shops/:shopId/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product (not its stock)',
        params: idParams,
        body: productUpdateRequest,
        response: { 200: productResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateProduct(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
  app.put(
    '/shops/:shopId/products/:id/archived',
    {
      schema: {
        tags,
        summary: 'Archive or bring back a product',
        params: idParams,
        body: productArchiveRequest,
        response: { 200: productResponse, ...errorResponses },
      },
    },
    async (req) =>
      archiveProduct(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        archived: req.body.archived,
      }),
  );
  app.get(
    '/shops/:shopId/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'Stock movements of a product, newest first',
        params: idParams,
        response: { 200: stockMovementListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listStockMovements(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.post(
    '/shops/:shopId/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'Record goods received or a counted correction',
        params: idParams,
        body: stockChangeRequest,
        response: { 200: stockChangeResponse, ...errorResponses },
      },
    },
    async (req) =>
      changeStock(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
};

// Every handler asks the session who is calling.
export const productRoutes = fp(routes, {
  name: 'salon-product-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
