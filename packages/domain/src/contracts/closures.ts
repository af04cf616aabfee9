import { z } from 'zod';
import { NAME_MAX } from '../text-limits.ts';
import { isoDate } from './scalars.ts';
import { line } from './text.ts';

export const closureRequest = z.object({ date: isoDate, name: line().trim().min(1).max(NAME_MAX) });
export const closureResponse = z.object({ id: z.uuid(), date: isoDate, name: z.string() });
