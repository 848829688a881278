/** The servicer info's pure display rule (ServicerCard, the order detail). */
import { SERVICER_ROLE_LABELS, type Servicer } from '@portal/domain';

/** The one-line summary shown on the order: "勘测及安装 · 安宝安装队 李工 13900001111 · 2026-12-01". */
export function servicerSummary(s: Servicer | null | undefined): string {
  if (!s) return '未填写';
  return [SERVICER_ROLE_LABELS[s.role], [s.company, s.contactName, s.phone].filter(Boolean).join(' '), s.plannedDate]
    .filter(Boolean)
    .join(' · ');
}

/** The servicer info's query key (the card reads it, the dialog writes the saved answer into it). */
export const servicerKey = (orderId: number) => ['survey', 'servicer', orderId] as const;
