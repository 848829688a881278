export {
  api,
  callEnvelope,
  request,
  type CallArgs,
  type RequestOptions,
  TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from './client.ts';
export { ApiError, isApiError, normalizeError } from './errors.ts';
export { configureClient } from './hooks.ts';
export { buildQuery, withQuery } from './query.ts';
export * from './tokens.ts';
