// The audit module's public face: `record` for the modules whose staff actions it keeps, the routes for app.ts.
export { auditRoutes } from './routes.ts';
export { record } from './service.ts';
export { answerAuditActors } from './hooks.ts';
