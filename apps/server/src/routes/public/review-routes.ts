import { reviewPageResponse, reviewTokenParams, submitReviewRequest } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getReviewPage } from '../../services/reviews/get-review-page.ts';
import { submitReview } from '../../services/reviews/submit-review.ts';

const tags = ['public: reviews'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/reviews/:token',
    {
      schema: {
        tags,
        summary: 'A completed visit and its review, from the signed link in the review request',
        params: reviewTokenParams,
        response: { 200: reviewPageResponse, ...errorResponses },
      },
    },
    async (req) => getReviewPage(ctx, req.params.token, req.ip),
  );
  app.put(
    '/reviews/:token',
    {
      schema: {
        tags,
        summary: 'Send the review of the visit, or change it within 14 days of first sending it',
        params: reviewTokenParams,
        body: submitReviewRequest,
        response: { 200: reviewPageResponse, ...errorResponses },
      },
    },
    async (req) => submitReview(ctx, { token: req.params.token, input: req.body, ip: req.ip }),
  );
};

export const publicReviewRoutes = fp(routes, { name: 'salon-public-review-routes', encapsulate: true });
