// The content module's public face: other modules, app.ts and the seed import from here only.
export { contentModule } from './module.ts';

export { sanitizeRichText } from './sanitize.ts';
