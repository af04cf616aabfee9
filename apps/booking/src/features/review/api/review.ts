import { api } from '@salon/web/api-client';

export interface ReviewPage {
  shop: {
    name: string;
    subdomain: string;
    locale: string;
    timeZone: string;
    brandColor: string | null;
    logoUrl: string | null;
  };
  visit: { startsAt: string; services: string[]; stylists: string[] };
  review: {
    rating: number;
    comment: string | null;
    reply: string | null;
    repliedAt: string | null;
    createdAt: string;
    updatedAt: string;
  } | null;
  editableUntil: string | null;
  googleReviewUrl: string | null;
}

const path = (token: string) => `/api/public/reviews/${encodeURIComponent(token)}`;

export const getReviewPage = (token: string) => api.get<ReviewPage>(path(token), { refresh: false });

export const sendReview = (token: string, body: { rating: number; comment: string | null }) =>
  api.put<ReviewPage>(path(token), body, { refresh: false });
