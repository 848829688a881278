import type { Refusal } from '@portal/domain';

/**
 * The checker passed where a shared use case asks for its callers' `listedBy(...)` but no endpoint entry is the
 * caller: a plain route (app.get / app.post, no `refusals` to check against), a seed, a job. Its refusals are
 * unchecked: grep for it.
 */
export const noEntry = <R extends string>(why: Refusal<R>): Refusal<R> => why;
