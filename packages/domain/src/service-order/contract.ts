/** The service centre's contract: refusals, request bodies and answers (part 1 §7 "Older backend /apiOrder/"). */
import { z } from 'zod';
import { pageNumber, pageSize, SIGNED_LINK_QUERY } from '../core/index.ts';
import { ALLOCATION_DEFAULT, MAX_ALLOCATION, SERVICE_REFUND_PURPOSES, SERVICE_REFUND_STATES } from './allocation.ts';
import { SERVICE_SLOTS, SERVICE_TYPE_KEYS, type ServiceSlot } from './rules.ts';
import { SERVICE_ORDER_MESSAGES } from './service-order-api.ts';

/** Photos are the file store's own addresses (answered by the upload, signed: the server checks), never an outside URL. */
export const servicePhotoSchema = z
  .string()
  .max(300)
  .regex(
    new RegExp(`^/(static|files)/uploads/service/[a-z0-9_.-]+${SIGNED_LINK_QUERY}$`),
    SERVICE_ORDER_MESSAGES.photoInvalid,
  );

export const serialQuerySchema = z.object({
  serial: z
    .string({ error: SERVICE_ORDER_MESSAGES.serialRequired })
    .trim()
    .min(1, SERVICE_ORDER_MESSAGES.serialRequired)
    .max(40, SERVICE_ORDER_MESSAGES.serialFormat),
});

export const deviceSchema = z.object({
  serial: z.string(),
  productLine: z.string(),
  productLineLabel: z.string(),
  model: z.string(),
  shippedAt: z.string(),
  warrantyMonths: z.number(),
  /** The months are the product line's (not the device's own, from an import). */
  warrantyByLine: z.boolean(),
  warrantyUntil: z.string(),
  underWarranty: z.boolean(),
});

export type Device = z.infer<typeof deviceSchema>;

const slot = z.enum(SERVICE_SLOTS.map((s) => s.key) as [ServiceSlot, ...ServiceSlot[]], {
  error: SERVICE_ORDER_MESSAGES.slotInvalid,
});

export const serviceOrderBodySchema = z.object({
  serviceType: z.enum(SERVICE_TYPE_KEYS, { error: SERVICE_ORDER_MESSAGES.typeUnknown }),
  addressId: z.coerce.number().int().positive(),
  slotDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SERVICE_ORDER_MESSAGES.slotInvalid),
  slot,
  serial: z.string().trim().max(40).optional(),
  faultType: z.string().trim().max(20).optional(),
  fields: z.record(z.string().max(40), z.string().max(300)).default({}),
  photos: z.array(servicePhotoSchema).max(6, SERVICE_ORDER_MESSAGES.photosTooMany).default([]),
  remark: z.string().trim().max(300).default(''),
});

export type ServiceOrderBody = z.output<typeof serviceOrderBodySchema>;

export const quoteSchema = z.object({
  priceFen: z.number(),
  underWarranty: z.boolean(),
  device: deviceSchema.nullable(),
});

export const orderNoBodySchema = z.object({ orderNo: z.string().trim().min(1).max(40) });

export const cancelBodySchema = orderNoBodySchema.extend({ reason: z.string().trim().max(100).default('') });

export const stepSchema = z.object({ status: z.number(), label: z.string(), note: z.string(), at: z.string() });

export const partSchema = z.object({
  name: z.string().trim().min(1, '请填写配件名称').max(40),
  quantity: z.number().int().min(1).max(99),
  priceFen: z.number().int().min(0).max(10_000_000),
});

export type ServicePart = z.infer<typeof partSchema>;

export const serviceOrderSchema = z.object({
  orderNo: z.string(),
  serviceType: z.string(),
  typeLabel: z.string(),
  status: z.number(),
  statusText: z.string(),
  serial: z.string().nullable(),
  model: z.string().nullable(),
  underWarranty: z.boolean(),
  faultType: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  remark: z.string(),
  addressText: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string(),
  slotDate: z.string(),
  slotLabel: z.string(),
  priceFen: z.number(),
  paidFen: z.number(),
  dueFen: z.number(),
  payChannel: z.string().nullable(),
  outletName: z.string().nullable(),
  engineerName: z.string().nullable(),
  engineerPhone: z.string().nullable(),
  parts: z.array(partSchema),
  finalFen: z.number().nullable(),
  refundFen: z.number(),
  supplementFen: z.number(),
  supplementPaid: z.boolean(),
  photos: z.array(z.string()),
  steps: z.array(stepSchema),
  cancellable: z.boolean(),
  /** While unpaid: the moment the order closes by itself (ISO); null otherwise. */
  payUntil: z.string().nullable(),
  /** Closed by the sweep because it was not paid in time. */
  expired: z.boolean(),
  allocationType: z.number(),
  allocationLabel: z.string(),
  refunds: z.array(
    z.object({
      purpose: z.enum(SERVICE_REFUND_PURPOSES),
      purposeText: z.string(),
      amountFen: z.number(),
      state: z.enum(SERVICE_REFUND_STATES),
      stateText: z.string(),
    }),
  ),
  createdAt: z.string(),
});

export type ServiceOrderView = z.infer<typeof serviceOrderSchema>;

export const serviceListQuerySchema = z.object({
  status: z.coerce.number().int().min(1).max(7).optional(),
  page: pageNumber,
  size: pageSize(10),
});

export const deskListQuerySchema = serviceListQuerySchema.extend({
  provinceCode: z
    .string()
    .regex(/^\d{2,6}$/)
    .optional(),
});

export const dispatchBodySchema = orderNoBodySchema.extend({
  /** Order allocation type (§9, 1-10; 0 is 待分配 and not a way to dispatch). */
  allocationType: z.coerce
    .number({ error: SERVICE_ORDER_MESSAGES.allocationInvalid })
    .int(SERVICE_ORDER_MESSAGES.allocationInvalid)
    .min(1, SERVICE_ORDER_MESSAGES.allocationInvalid)
    .max(MAX_ALLOCATION, SERVICE_ORDER_MESSAGES.allocationInvalid)
    .default(ALLOCATION_DEFAULT),
  outletId: z.coerce.number().int().positive({ error: SERVICE_ORDER_MESSAGES.outletUnknown }).optional(),
  engineerId: z.coerce.number().int().positive().optional(),
});

export const closeBodySchema = orderNoBodySchema.extend({
  parts: z.array(partSchema).max(20).default([]),
  finalFen: z.number({ error: SERVICE_ORDER_MESSAGES.finalPriceInvalid }).int().min(0).max(100_000_000),
});

export const outletSchema = z.object({
  id: z.number(),
  name: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  address: z.string(),
  phone: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  /** false: 停用 (only the staff's list shows it; the map and the desk offer only active outlets and engineers). */
  active: z.boolean(),
  engineers: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string(), active: z.boolean() })),
});

export type ServiceOutlet = z.infer<typeof outletSchema>;

/** /apiOrder/ province-city data: the provinces with their cities (the region index's first two levels). */
export const provinceCitySchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    cities: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

export type ProvinceCity = z.infer<typeof provinceCitySchema>;

export const shareLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const shareQuerySchema = z.object({
  s: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, SERVICE_ORDER_MESSAGES.shareInvalid),
});

export const shareInfoSchema = z.object({ orderNo: z.string(), typeLabel: z.string(), maxPhotos: z.number() });

export const uploadedSchema = z.object({ url: z.string() });

export const uploadedManySchema = z.object({ urls: z.array(z.string()) });

export const importResultSchema = z.object({ imported: z.number() });
