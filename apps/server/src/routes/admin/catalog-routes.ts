import {
  categoryRequest,
  categoryResponse,
  categoryUpdateRequest,
  idParams,
  okResponse,
  serviceRequest,
  serviceResponse,
  serviceUpdateRequest,
  shopIdParams,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createCategory } from '../../services/catalog/create-category.ts';
import { createService } from '../../services/catalog/create-service.ts';
import { deleteCategory } from '../../services/catalog/delete-category.ts';
import { deleteService } from '../../services/catalog/delete-service.ts';
import { getService } from '../../services/catalog/get-service.ts';
import { listCategories } from '../../services/catalog/list-categories.ts';
import { listServices } from '../../services/catalog/list-services.ts';
import { updateCategory } from '../../services/catalog/update-category.ts';
import { updateService } from '../../services/catalog/update-service.ts';

const tags = ['admin: menu'];
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/categories',
    {
      schema: {
        tags,
        summary: 'Service categories',
        params: shopIdParams,
        response: { 200: list(categoryResponse), ...errorResponses },
      },
    },
    async (req) => listCategories(ctx, await req.authenticate(), req.params.shopId),
  );
  app.post(
    '/shops/:shopId/categories',
    {
      schema: {
        tags,
        summary: 'Add a category',
        params: shopIdParams,
        body: categoryRequest,
        response: { 201: categoryResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createCategory(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.patch(
    '/shops/:shopId/categories/:id',
    {
      schema: {
        tags,
        summary: 'Change a category',
        params: idParams,
        body: categoryUpdateRequest,
        response: { 200: categoryResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateCategory(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
  app.delete(
    '/shops/:shopId/categories/:id',
    {
      schema: {
        tags,
        summary: 'Remove a category (its services stay)',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteCategory(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/shops/:shopId/services',
    {
      schema: {
        tags,
        summary: 'The menu',
        params: shopIdParams,
        response: { 200: list(serviceResponse), ...errorResponses },
      },
    },
    async (req) => listServices(ctx, await req.authenticate(), req.params.shopId),
  );
  app.post(
    '/shops/:shopId/services',
    {
      schema: {
        tags,
        summary: 'Add a service',
        params: shopIdParams,
        body: serviceRequest,
        response: { 201: serviceResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createService(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.get(
    '/shops/:shopId/services/:id',
    {
      schema: {
        tags,
        summary: 'One service',
        params: idParams,
        response: { 200: serviceResponse, ...errorResponses },
      },
    },
    async (req) =>
      getService(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.patch(
    '/shops/:shopId/services/:id',
    {
      schema: {
        tags,
        summary: 'Change a service; `stylists` replaces who performs it',
        params: idParams,
        body: serviceUpdateRequest,
        response: { 200: serviceResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateService(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
  app.delete(
    '/shops/:shopId/services/:id',
    {
      schema: {
        tags,
        summary: 'Remove a service; past appointments keep its name and price',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteService(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id });
      return { ok: true as const };
    },
  );
};

// Every handler asks the session who is calling.
export const catalogRoutes = fp(routes, {
  name: 'salon-catalog-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
