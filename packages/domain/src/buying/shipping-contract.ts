/** The schemas of shipping.ts (zod: kept apart so a page that uses only the carriers loads no schema). */
import { z } from 'zod';
import { unknownKeysMessage } from '../core/index.ts';
import {
  CARRIER_CODES,
  PARCELS_MAX,
  PARCELS_MIN,
  SHIPPING_MESSAGES,
  TRACE_STATE,
  normalTrackingNo,
  trackingNoProblem,
} from './shipping.ts';

/** One parcel as the seller enters it: the carrier's code and its tracking number (kept upper-case, no spaces). */
export const parcelInputSchema = z
  .strictObject(
    {
      carrier: z.string({ error: SHIPPING_MESSAGES.carrierRequired }).trim().min(1, SHIPPING_MESSAGES.carrierRequired),
      trackingNo: z
        .string({ error: SHIPPING_MESSAGES.trackingNoRequired })
        .max(40, SHIPPING_MESSAGES.trackingNoRequired)
        .transform(normalTrackingNo),
    },
    // a key a parcel does not have is refused by name, as at the top level (the server's strict-input.ts)
    { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : undefined) },
  )
  .superRefine((p, ctx) => {
    const problem = trackingNoProblem(p.carrier, p.trackingNo);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['trackingNo'] });
  });

/** 发货: the order and its parcels (1–10; one number once). */
export const shipBodySchema = z.object({
  orderNo: z.string().trim().min(1).max(40),
  parcels: z
    .array(parcelInputSchema, { error: SHIPPING_MESSAGES.parcelsRequired })
    .min(PARCELS_MIN, SHIPPING_MESSAGES.parcelsRequired)
    .max(PARCELS_MAX, SHIPPING_MESSAGES.parcelsMax)
    .superRefine((ps, ctx) => {
      const seen = new Set(ps.map((p) => `${p.carrier}/${p.trackingNo}`));
      if (seen.size !== ps.length) ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.duplicate });
    }),
});

export type ShipBody = z.input<typeof shipBodySchema>;

export const traceStepSchema = z.object({
  /** Beijing time as the carrier wrote it: YYYY-MM-DD HH:mm:ss. */
  time: z.string(),
  context: z.string(),
});

export const parcelTraceSchema = z.object({
  carrier: z.enum(CARRIER_CODES),
  carrierName: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string(),
  trace: z.object({
    /** Where the steps came from: the sandbox (default) or Kuaidi100. */
    source: z.enum(['sandbox', 'kuaidi100']),
    state: z.enum(Object.keys(TRACE_STATE) as [keyof typeof TRACE_STATE, ...(keyof typeof TRACE_STATE)[]]),
    stateLabel: z.string(),
    /** Newest first. */
    steps: z.array(traceStepSchema),
    /** The sandbox's word that it is one, or why the carrier could not be asked; null when none. */
    note: z.string().nullable(),
  }),
});

export type ParcelTrace = z.infer<typeof parcelTraceSchema>;
export type Trace = ParcelTrace['trace'];

export const orderParcelsSchema = z.object({ orderNo: z.string(), parcels: z.array(parcelTraceSchema) });
export type OrderParcels = z.infer<typeof orderParcelsSchema>;
