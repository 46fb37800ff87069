export * from './schemas.ts';
export * from './client.ts';
