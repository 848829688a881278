/** The schemas of permissions.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';

export const designPermissionsSchema = z.object({
  privateRole: z.boolean(),
  /** 1 = the customer field shows in the generate dialog and the group fields join the payload. */
  groupPermission: z.union([z.literal(0), z.literal(1)]),
  /** Create, edit, delete, import and export private products (the private-product check). */
  managePrivate: z.boolean(),
  /** The cable/construction tip and its quick-add. */
  remindTip: z.boolean(),
  /** Stock per model in the private range. */
  privateStock: z.boolean(),
  /** Opening a self-defined product's detail. */
  customDetail: z.boolean(),
});

export type DesignPermissions = z.infer<typeof designPermissionsSchema>;
