import { BellOutlined } from '@ant-design/icons';
import type { MessageItem } from '@portal/domain';
import { Empty, Popover } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MessageBadge } from './MessageBadge.tsx';
import { useMessagePage, useReadMessage } from './queries.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';

function Latest({ onOpen }: { onOpen: (m: MessageItem) => void }) {
  const to = useAccountPath();
  const unread = useMessagePage({ read: '0', page: 1 });
  const list = unread.data?.list.slice(0, 5) ?? [];
  return (
    <div className="topbar-messages">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />
      ) : (
        list.map((m) => (
          <button key={m.id} type="button" className="topbar-message" onClick={() => onOpen(m)}>
            <strong>{m.title}</strong>
            <span>{m.body}</span>
          </button>
        ))
      )}
      <Link to={to('/member/messageCenter')} className="topbar-messages-all">
        查看全部消息
      </Link>
    </div>
  );
}

/** The top bar's messages entry: the unread badge, the latest unread on hover; opening one marks it read. */
export function TopBarMessages() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const to = useAccountPath();
  const read = useReadMessage();
  const openMessage = (m: MessageItem) => {
    setOpen(false);
    read.mutate(m.id, { onSuccess: () => m.link && navigate(to(m.link)) });
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      content={<Latest onOpen={openMessage} />}
      title="未读消息"
      placement="bottomRight"
    >
      <Link to={to('/member/messageCenter')} className="topbar-bell" aria-label="消息">
        <MessageBadge offset={[6, -2]}>
          <BellOutlined /> 消息
        </MessageBadge>
      </Link>
    </Popover>
  );
}
