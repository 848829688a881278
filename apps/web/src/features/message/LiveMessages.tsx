import { useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/store.ts';
import { openLive } from './live.ts';
import { applyUnread } from './queries.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';

/** While logged in, this tab's live connection: keeps the badge count and toasts each new message. */
export function LiveMessages() {
  const { login } = useSession();
  const qc = useQueryClient();
  const { notification } = useApp();
  const navigate = useNavigate();
  const to = useAccountPath();

  useEffect(() => {
    if (!login || typeof WebSocket === 'undefined') return;
    return openLive({
      onFrame: (f) => {
        if (f.type === 'ping') return;
        applyUnread(qc, f.unread, f.type === 'message');
        if (f.type === 'message') {
          const m = f.message;
          notification.info({
            key: `message-${m.id}`,
            message: m.title,
            description: m.body,
            placement: 'bottomRight',
            duration: 6,
            className: 'message-toast',
            onClick: () => navigate(to('/member/messageCenter')),
          });
        }
      },
    });
  }, [login, qc, notification, navigate, to]);
  return null;
}
