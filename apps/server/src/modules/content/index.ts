// The content module's public face: other modules, app.ts and the seed import from here only.
export { contentModule } from './module.ts';
export { contentRoutes } from './routes.ts';
export { saveContent } from './manage.ts';
export { pageContent } from './service.ts';
export { sanitizeRichText } from './sanitize.ts';
