import { badgeText } from '@portal/domain';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useUnreadCount } from './queries.ts';

/** The unread badge (99+ above 99, part 1 §9) around `children`; nothing when there is none. */
export function MessageBadge({ children, offset }: { children: ReactNode; offset?: [number, number] }) {
  const unread = useUnreadCount();
  const text = badgeText(unread.data?.total);
  return (
    <Badge count={text} size="small" offset={offset} className="message-badge" data-unread={unread.data?.total ?? 0}>
      {children}
    </Badge>
  );
}
