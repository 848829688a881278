/**
 * The endpoint table's door: the routes (method, path, who may call, refusals — no schemas; what the web calls) and
 * the endpoints (the same entries with their zod schemas; what the server registers and validates with).
 */
export * from './routes/index.ts';
export * from './endpoints/index.ts';
