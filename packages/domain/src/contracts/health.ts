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
