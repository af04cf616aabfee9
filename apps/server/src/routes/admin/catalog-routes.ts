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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import {
  createCategory,
  createService,
  deleteCategory,
  deleteService,
  getService,
  listCategories,
  listServices,
  updateCategory,
  updateService,
} from '../../services/catalog-service.ts';

const tags = ['admin: menu'];
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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
      reply.code(201).send(await createCategory(ctx, await req.authenticate(), req.params.shopId, req.body)),
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
    async (req) => updateCategory(ctx, await req.authenticate(), req.params.shopId, req.params.id, req.body),
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
      await deleteCategory(ctx, await req.authenticate(), req.params.shopId, req.params.id);
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
      reply.code(201).send(await createService(ctx, await req.authenticate(), req.params.shopId, req.body)),
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
    async (req) => getService(ctx, await req.authenticate(), req.params.shopId, req.params.id),
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
    async (req) => updateService(ctx, await req.authenticate(), req.params.shopId, req.params.id, req.body),
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
      await deleteService(ctx, await req.authenticate(), req.params.shopId, req.params.id);
      return { ok: true as const };
    },
  );
};
