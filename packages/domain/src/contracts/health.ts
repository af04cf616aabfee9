import { z } from 'zod';

export const healthResponse = z.object({
  /** `degraded`: requests are served but live updates are interrupted. */
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** The connection that receives changes for live updates. */
  listener: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** The process serves requests: all a liveness probe needs, without asking the database. */
export const liveResponse = z.object({ status: z.literal('live') });

/** The server takes traffic: the database answers and it is not shutting down. */
export const readyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponse>;
