import {
  adminReview,
  adminReviewListResponse,
  hideReviewRequest,
  replyToReviewRequest,
  reviewIdParams,
  reviewListQuery,
  reviewSettingsResponse,
  reviewSettingsUpdate,
  shopIdParams,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { listReviews } from '../../services/reviews/list-reviews.ts';
import { replyToReview, setReviewHidden } from '../../services/reviews/moderate-review.ts';
import { getReviewSettings, updateReviewSettings } from '../../services/reviews/review-settings.ts';

const tags = ['admin: reviews'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of the salon, newest first, with the average overall and per stylist',
        params: shopIdParams,
        querystring: reviewListQuery,
        response: { 200: adminReviewListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listReviews(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        page: req.query.page,
        pageSize: req.query.pageSize,
        ...(req.query.stylistId ? { stylistId: req.query.stylistId } : {}),
      }),
  );
  app.put(
    '/shops/:shopId/reviews/:reviewId/reply',
    {
      schema: {
        tags,
        summary: 'Answer a review publicly (an empty reply removes the answer)',
        params: reviewIdParams,
        body: replyToReviewRequest,
        response: { 200: adminReview, ...errorResponses },
      },
    },
    async (req) => replyToReview(ctx, await req.authenticate(), { ...req.params, reply: req.body.reply }),
  );
  app.put(
    '/shops/:shopId/reviews/:reviewId/hidden',
    {
      schema: {
        tags,
        summary: 'Hide a review from the booking page, or show it again (it still counts in the figures)',
        params: reviewIdParams,
        body: hideReviewRequest,
        response: { 200: adminReview, ...errorResponses },
      },
    },
    async (req) => setReviewHidden(ctx, await req.authenticate(), { ...req.params, hidden: req.body.hidden }),
  );
  app.get(
    '/shops/:shopId/review-settings',
    {
      schema: {
        tags,
        summary: 'The googleReview settings: Google Place ID or review link, reviews on the booking page',
        params: shopIdParams,
        response: { 200: reviewSettingsResponse, ...errorResponses },
      },
    },
    async (req) => getReviewSettings(ctx, await req.authenticate(), req.params.shopId),
  );
  app.patch(
    '/shops/:shopId/review-settings',
    {
      schema: {
        tags,
        summary: 'Change the googleReview settings',
        params: shopIdParams,
        body: reviewSettingsUpdate,
        response: { 200: reviewSettingsResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateReviewSettings(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
  );
};

export const reviewRoutes = fp(routes, { name: 'salon-review-routes', encapsulate: true });
