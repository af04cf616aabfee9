export * from './auth.ts';
export * from './mail.ts';
export * from './shops.ts';
export * from './system.ts';
export * from './users.ts';
