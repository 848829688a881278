/**
 * The audit log (issue 42 §2): every staff action — who, when, what, on which record, before and after — written in
 * the transaction of the change itself (server `modules/audit`), read by staff at /auditLog.
 */
import { z } from 'zod';
import { messages, pageNumber, pageSize } from '../core/index.ts';

/** The actions written, with how the page names them. A new one is added here and recorded where it happens. */
export const AUDIT_ACTION_LABELS = {
  'staff.create': '创建业务员（管理命令）',
  'staff.resetPassword': '重置业务员密码（管理命令）',
  'invitation.create': '发送邀请',
  'invitation.accept': '接受邀请并设置密码',
  'enterprise.review': '审核企业认证',
  'refund.create': '发起退款',
  'catalogue.category.save': '保存商品分类',
  'catalogue.attr.save': '保存分类属性',
  'catalogue.brochure.save': '保存商品资料',
  'catalogue.brochure.delete': '删除商品资料',
  'catalogue.spu.save': '保存商品',
  'catalogue.spu.shelf': '商品上下架',
  'catalogue.sku.save': '保存型号（价格、库存、属性）',
  'catalogue.sku.shelf': '型号上下架',
  'catalogue.dealerPrice.save': '保存经销商价格',
  'catalogue.dealerPrice.delete': '删除经销商价格',
  'catalogue.suit.save': '保存套装',
  'catalogue.suit.shelf': '套装上下架',
  'catalogue.synonym.save': '保存搜索同义词',
  'catalogue.hotWord.save': '保存搜索热词',
  'merchantGroup.save': '保存客户分组',
  'merchantGroup.delete': '移出客户分组',
  'serviceOutlet.save': '保存服务网点',
  'serviceEngineer.save': '保存服务工程师',
  'serviceOutlet.active': '停用或启用服务网点',
  'serviceEngineer.active': '停用或启用服务工程师',
  'import.apply': '应用数据导入',
  'integrationKey.create': '创建集成密钥',
  'integrationKey.revoke': '吊销集成密钥',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** How the page names the kinds of record an entry is about. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  account: '账号',
  enterprise_cert: '企业认证',
  payment: '支付单',
  category: '商品分类',
  category_attr: '分类属性',
  spu: '商品',
  sku: '型号',
  dealer_sku_price: '经销商价格',
  suit: '套装',
  search_synonym: '搜索同义词',
  search_hot_word: '搜索热词',
  merchant_group_bind: '客户分组',
  service_outlet: '服务网点',
  service_engineer: '服务工程师',
  import_job: '数据导入',
  integration_key: '集成密钥',
};

/** Who did it when no account did: the admin command on the server. */
export const AUDIT_SYSTEM_ACTOR = '管理命令';

export const AUDIT_MESSAGES = messages('AUDIT', {
  dateRule: '日期格式应为 YYYY-MM-DD',
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateRule)
  .optional();

export const auditQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(20, 100),
  /** The actor's phone (or account number). */
  actor: z.string().trim().max(20).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Beijing days, both included. */
  from: day,
  to: day,
});

export const auditEntrySchema = z.object({
  id: z.number(),
  time: z.string(),
  /** The acting account (phone and name), or null for the admin command. */
  actor: z.object({ accountNo: z.string(), phone: z.string(), nickname: z.string().nullable() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
