/**
 * The service centre's rules as data (part 1 §1, §2 /service-center, §9; issue #20): the service types and the fields
 * each form asks for, fault types, product lines with their serial formats, warranty from the ship date, time slots,
 * and the price of an order from a price rule. The server re-checks every one of them.
 */
import { chinaDate, chinaDateStart, messages, refusal } from '../core/index.ts';

export type FieldKind = 'text' | 'textarea' | 'select' | 'number';
export interface ServiceField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly string[];
  max?: number;
}

export interface ServiceType {
  key: string;
  /** The /service-center/<route> page of this form. */
  route: string;
  label: string;
  /** The older backend's request type (§9: 3 to 9). */
  requestType: number;
  /** A serial number is asked and checked against the device registry; repair warranty makes it free. */
  serial: 'required' | 'none';
  /** The fault type list is asked (repair). */
  faultType: boolean;
  /** Under warranty the service is free. */
  freeUnderWarranty: boolean;
  photos: { min: number; max: number };
  /** Proof photos may come from a phone through the one-time share link. */
  shareUpload: boolean;
  /** A field whose number multiplies the rule's price (points to install), if any. */
  unitField?: string;
  fields: readonly ServiceField[];
}

const quantity = (label: string): ServiceField => ({
  name: 'quantity',
  label,
  kind: 'number',
  required: true,
  max: 200,
});
const note: ServiceField = { name: 'note', label: '补充说明', kind: 'textarea', required: false, max: 300 };

export const SERVICE_TYPES: readonly ServiceType[] = [
  {
    key: 'repair',
    route: 'repair-application',
    label: '设备维修',
    requestType: 4,
    serial: 'required',
    faultType: true,
    freeUnderWarranty: true,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    fields: [{ name: 'symptom', label: '故障描述', kind: 'textarea', required: true, max: 300 }],
  },
  {
    key: 'install',
    route: 'install-service',
    label: '安装服务',
    requestType: 3,
    serial: 'none',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    unitField: 'quantity',
    fields: [
      quantity('安装点位数'),
      { name: 'site', label: '场所类型', kind: 'select', required: true, options: ['住宅', '商铺', '办公', '工厂'] },
      note,
    ],
  },
  {
    key: 'move',
    route: 'move-machine',
    label: '设备移机',
    requestType: 5,
    serial: 'required',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    fields: [{ name: 'target', label: '移机后位置', kind: 'text', required: true, max: 100 }, note],
  },
  {
    key: 'monitor',
    route: 'video-surveillance',
    label: '监控安装',
    requestType: 6,
    serial: 'none',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    unitField: 'quantity',
    fields: [
      quantity('摄像机数量'),
      { name: 'storageDays', label: '录像保存天数', kind: 'select', required: true, options: ['7', '15', '30'] },
      note,
    ],
  },
  {
    key: 'lock',
    route: 'smart-lock',
    label: '智能锁安装',
    requestType: 7,
    serial: 'none',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    unitField: 'quantity',
    fields: [
      quantity('门锁数量'),
      { name: 'doorType', label: '门的类型', kind: 'select', required: true, options: ['防盗门', '木门', '玻璃门'] },
      note,
    ],
  },
  {
    key: 'survey',
    route: 'survey-service',
    label: '项目勘测',
    requestType: 8,
    serial: 'none',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    fields: [{ name: 'area', label: '场地面积（平方米）', kind: 'number', required: true, max: 1000000 }, note],
  },
  {
    key: 'construction',
    route: 'project-construction',
    label: '项目施工',
    requestType: 8,
    serial: 'none',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    fields: [{ name: 'project', label: '项目名称', kind: 'text', required: true, max: 60 }, note],
  },
  {
    key: 'password',
    route: 'recovery-password',
    label: '密码找回',
    requestType: 9,
    serial: 'required',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: true,
    fields: [{ name: 'ownerName', label: '机主姓名', kind: 'text', required: true, max: 30 }],
  },
  {
    key: 'upkeep',
    route: 'up-hold',
    label: '设备保养',
    requestType: 4,
    serial: 'required',
    faultType: false,
    freeUnderWarranty: false,
    photos: { min: 0, max: 6 },
    shareUpload: false,
    fields: [note],
  },
];

export const SERVICE_TYPE_KEYS = SERVICE_TYPES.map((t) => t.key) as [string, ...string[]];
export const serviceTypeOf = (key: string): ServiceType | undefined => SERVICE_TYPES.find((t) => t.key === key);

export const FAULT_TYPES: readonly string[] = ['无图像', '画面模糊', '无法联网', '无法录像', '无法开机', '其他'];

/** Product lines and the serial format of each (the registry's first check). */
export const PRODUCT_LINES = [
  {
    key: 'IPC',
    label: '网络摄像机',
    pattern: /^IPC\d{10}$/,
    prefix: 'IPC',
    digits: 10,
    words: ['摄像机', '摄像头', '球机', '枪机', 'IPC'],
    warrantyMonths: 24,
  },
  {
    key: 'NVR',
    label: '硬盘录像机',
    pattern: /^NVR\d{10}$/,
    prefix: 'NVR',
    digits: 10,
    words: ['录像机', 'NVR', 'DVR'],
    warrantyMonths: 24,
  },
  {
    key: 'LOCK',
    label: '智能门锁',
    pattern: /^LK\d{12}$/,
    prefix: 'LK',
    digits: 12,
    words: ['门锁', '智能锁'],
    warrantyMonths: 12,
  },
] as const;

/** The product line a sold model belongs to, by the words of its names (recorders before cameras); null if none. */
export function productLineOfModel(names: readonly string[]): (typeof PRODUCT_LINES)[number] | null {
  const text = names.join(' ').toUpperCase();
  for (const key of ['NVR', 'LOCK', 'IPC'] as const) {
    const line = PRODUCT_LINES.find((l) => l.key === key)!;
    if (line.words.some((w) => text.includes(w.toUpperCase()))) return line;
  }
  return null;
}
export type ProductLine = (typeof PRODUCT_LINES)[number]['key'];

/** The warranty months of a product line: what a device without months of its own (one the portal shipped) gets. */
export function lineWarrantyMonths(line: string): number | null {
  return PRODUCT_LINES.find((l) => l.key === line)?.warrantyMonths ?? null;
}

/** A device's warranty months: its own (an import that names them), else its product line's; 0 when neither. */
export const deviceWarrantyMonths = (line: string, own: number | null): number => own ?? lineWarrantyMonths(line) ?? 0;

export const normalizeSerial = (s: string) => s.trim().toUpperCase();

/** The product line whose format the serial has, null when it has none. */
export function productLineOfSerial(serial: string): ProductLine | null {
  const s = normalizeSerial(serial);
  return PRODUCT_LINES.find((l) => l.pattern.test(s))?.key ?? null;
}

/** The last day of warranty: the ship date plus the model's warranty months (Beijing calendar, clamped to month end). */
export function warrantyUntil(shippedAt: Date, months: number): string {
  const [y, m, d] = chinaDate(shippedAt).split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  const td = Math.min(d, last);
  return `${ty}-${String(tm).padStart(2, '0')}-${String(td).padStart(2, '0')}`;
}

/** Under warranty when today (Beijing) is not after the last day. */
export function isUnderWarranty(shippedAt: Date, months: number, now: Date): boolean {
  return months > 0 && chinaDate(now) <= warrantyUntil(shippedAt, months);
}

export const SERVICE_SLOTS = [
  { key: 'am', label: '上午 09:00-12:00', startHour: 9 },
  { key: 'pm', label: '下午 14:00-18:00', startHour: 14 },
] as const;
export type ServiceSlot = (typeof SERVICE_SLOTS)[number]['key'];
/** How far ahead a slot may be booked. */
export const SLOT_DAYS_AHEAD = 30;

/** When a slot on a Beijing date begins; null for a date that is not a date. */
export function slotStart(date: string, slot: ServiceSlot): Date | null {
  const day = chinaDateStart(date);
  const s = SERVICE_SLOTS.find((x) => x.key === slot);
  return day && s ? new Date(day.getTime() + s.startHour * 3_600_000) : null;
}

/** 'past' when the slot has begun, 'far' when beyond the booking window, null when it can be booked. */
export function slotProblem(date: string, slot: ServiceSlot, now: Date): 'invalid' | 'past' | 'far' | null {
  const start = slotStart(date, slot);
  if (!start) return 'invalid';
  if (start.getTime() <= now.getTime()) return 'past';
  if (start.getTime() > now.getTime() + SLOT_DAYS_AHEAD * 86_400_000) return 'far';
  return null;
}

/** A price rule: a type's price per order (or per unit of its unit field) in fen, for a province or everywhere. */
export interface PriceRule {
  serviceType: string;
  provinceCode: string | null;
  priceFen: number;
}

/** The rule that applies: the province's own, else the everywhere rule, else none. */
export function pickPriceRule(
  rules: readonly PriceRule[],
  serviceType: string,
  provinceCode: string,
): PriceRule | null {
  const of = rules.filter((r) => r.serviceType === serviceType);
  return of.find((r) => r.provinceCode === provinceCode) ?? of.find((r) => r.provinceCode === null) ?? null;
}

/** What an order costs: free under warranty when the type says so, else the rule times the units. */
export function servicePrice(
  type: ServiceType,
  rule: PriceRule | null,
  fields: Readonly<Record<string, string>>,
  underWarranty: boolean,
): number | null {
  if (type.freeUnderWarranty && underWarranty) return 0;
  if (!rule) return null;
  const units = type.unitField ? Number(fields[type.unitField] ?? 1) : 1;
  return rule.priceFen * units;
}

/** What the service form's re-check answers (`formProblem`). */
export const SERVICE_FORM_MESSAGES = messages('SERVICE_FORM', {
  fieldUnknown: (name: string) => `不支持的字段：${name}`,
  fieldRequired: (label: string) => `请填写${label}`,
  fieldInteger: (label: string, max: string) => `${label}应为 1 到 ${max} 的整数`,
  fieldOption: (label: string) => `${label}的选项不正确`,
  fieldTooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字`,
});

/** The form's fields re-checked: the first problem's refusal, or null. */
export function formProblem(type: ServiceType, fields: Readonly<Record<string, string>>) {
  const M = SERVICE_FORM_MESSAGES;
  for (const k of Object.keys(fields))
    if (!type.fields.some((f) => f.name === k)) return refusal(M, 'fieldUnknown', M.fieldUnknown(k));
  for (const f of type.fields) {
    const v = (fields[f.name] ?? '').trim();
    if (!v) {
      if (f.required) return refusal(M, 'fieldRequired', M.fieldRequired(f.label));
      continue;
    }
    if (f.kind === 'number') {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || (f.max !== undefined && n > f.max))
        return refusal(M, 'fieldInteger', M.fieldInteger(f.label, String(f.max ?? '∞')));
    } else if (f.kind === 'select') {
      if (!f.options?.includes(v)) return refusal(M, 'fieldOption', M.fieldOption(f.label));
    } else if (f.max !== undefined && v.length > f.max)
      return refusal(M, 'fieldTooLong', M.fieldTooLong(f.label, f.max));
  }
  return null;
}
