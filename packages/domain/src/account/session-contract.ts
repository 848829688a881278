/** The schemas of session.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';

/** Every way in answers the token (for API clients) beside the HttpOnly session cookie; `expireAt` is ISO time. */
export const loginResultSchema = z.object({ token: z.string(), expireAt: z.string() });

export type LoginResult = z.infer<typeof loginResultSchema>;
