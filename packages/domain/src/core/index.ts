/** The domain's floor: the answer envelope, the endpoint entry, the refusal registry, money and Beijing time. It imports
 * nothing else of the domain. */
export * from './envelope.ts';
export * from './endpoint.ts';
export * from './route.ts';
export * from './refusals.ts';
export * from './money.ts';
export * from './time.ts';
export * from './uploads.ts';
export * from './form-fields.ts';
