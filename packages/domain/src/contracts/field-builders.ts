import { z } from 'zod';
import { line } from './text.ts';

// Builders the contract files share; not exported by the package, since no contract names them.

/** A comma-separated query value, each part validated. */
export function csvOf<T extends z.ZodType<string, string>>(item: T) {
  return line()
    .max(2000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

/** Whole minutes from 0 to `max`. */
export const minutes = (max: number) => z.number().int().min(0).max(max);
