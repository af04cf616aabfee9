import { errorResponse } from '@salon/domain';

/** Every route documents the error envelope for client and server errors alike. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;
