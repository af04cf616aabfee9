import { randomBytes } from 'node:crypto';

export const newManageToken = () => randomBytes(24).toString('base64url');
