import { auditActionLabel, type AuditEntry } from '@portal/domain';
import type { ActorContacts as Contacts } from './hooks.ts';
import type { AuditRow } from './queries.ts';

export function presentEntry(r: AuditRow, actors: Contacts): AuditEntry {
  const actor = r.actor_account_id === null ? undefined : actors.get(Number(r.actor_account_id));
  return {
    id: Number(r.id),
    time: new Date(r.created_at).toISOString(),
    actor: actor ? { accountNo: actor.account_no, phone: actor.phone, nickname: actor.nickname } : null,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    entityType: r.entity_type,
    entityId: r.entity_id,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
  };
}
