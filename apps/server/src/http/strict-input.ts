/**
 * Strict inputs (issue 47 §2): an endpoint's query and body refuse keys they do not know with a 400 naming them
 * (「不支持的参数：categoryId」), instead of silently ignoring a typo and answering something else. Applied when
 * a route is registered (endpoint.ts), to the top level of the entry's schema: a plain object becomes strict; a
 * union's options, an optional's inner schema and a transform's input likewise. An object that declares what it does
 * with other keys (a loose or a catch-all object) keeps its declaration; an intersection is left as it is (strict
 * sides would refuse each other's keys). Nested objects keep zod's default (their extra keys are dropped).
 */
import { unknownKeysMessage } from '@portal/domain';
import { z } from 'zod';

const made = new WeakMap<z.ZodType, z.ZodType>();

type ErrorFn = (issue: { code?: string; keys?: string[] }) => string | undefined | { message: string };

function strictObject(s: z.ZodObject): z.ZodObject {
  const def = s._zod.def;
  if (def.catchall) return s;
  const own = def.error as ErrorFn | undefined;
  const error: ErrorFn = (issue) =>
    issue.code === 'unrecognized_keys' && issue.keys ? unknownKeysMessage(issue.keys) : own?.(issue);
  return s.clone({ ...def, catchall: z.never(), error: error as never }) as z.ZodObject;
}

function strictOf(s: z.ZodType): z.ZodType {
  if (s instanceof z.ZodObject) return strictObject(s);
  if (s instanceof z.ZodUnion) {
    const def = s._zod.def;
    return s.clone({ ...def, options: def.options.map((o) => strictOf(o as z.ZodType)) } as never);
  }
  if (s instanceof z.ZodPipe) {
    const def = s._zod.def;
    return s.clone({ ...def, in: strictOf(def.in as z.ZodType) } as never);
  }
  if (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) {
    const def = s._zod.def;
    return s.clone({ ...def, innerType: strictOf(def.innerType as z.ZodType) } as never);
  }
  return s;
}

/** The query of an entry that declares none: no key at all is known. */
export const NO_QUERY = z.strictObject({}, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : undefined) }); // prettier-ignore

/** The schema as registered: unknown top-level keys refused (made once per schema). */
export function strictInput<T extends z.ZodType>(schema: T): T {
  let s = made.get(schema);
  if (!s) {
    s = strictOf(schema);
    made.set(schema, s);
  }
  return s as T;
}
