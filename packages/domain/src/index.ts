export * from './account/user-type.ts';
export * from './account/validation.ts';
export * from './account/session.ts';
export * from './api/envelope.ts';
