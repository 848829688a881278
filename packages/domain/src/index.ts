export * from './account/user-type.ts';
export * from './account/validation.ts';
export * from './account/session.ts';
export * from './api/envelope.ts';
export * from './navigation/main-nav.ts';
export * from './navigation/toolbar.ts';
export * from './navigation/tool-nav.ts';
export * from './calculators/index.ts';
