import { createHmac } from 'node:crypto';
import type { ServiceContext } from '../../context.ts';

export const EMAIL_CODE_MINUTES = 10;

export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export const hashCode = (ctx: ServiceContext, email: string, code: string) =>
  createHmac('sha256', ctx.keys.codes).update(`${email}:${code}`).digest('base64url');
