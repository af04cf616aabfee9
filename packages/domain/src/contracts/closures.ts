import { z } from 'zod';
import { isoDate } from './scalars.ts';

export const closureRequest = z.object({ date: isoDate, name: z.string().trim().min(1).max(120) });
export const closureResponse = z.object({ id: z.uuid(), date: isoDate, name: z.string() });
