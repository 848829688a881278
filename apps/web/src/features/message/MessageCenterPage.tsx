import { MESSAGE_CATEGORIES, MESSAGE_CATEGORY_KEYS, type MessageCategory, type MessageItem } from '@portal/domain';
import { Badge, Button, Empty, List, Pagination, Popconfirm, Segmented, Tabs } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteMessage, useMessagePage, useReadAll, useReadMessage, useUnreadCount } from './queries.ts';
import './message.css';
import { useAccountPath } from '../../session/useAccountPath.ts';

type ReadFilter = 'all' | '0' | '1';

/** /member/messageCenter: messages by category, read or unread; open (marks read), mark all read, delete. */
export default function MessageCenterPage() {
  const { message } = useApp();
  const navigate = useNavigate();
  const to = useAccountPath();
  const [category, setCategory] = useState<MessageCategory | 'all'>('all');
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const unread = useUnreadCount();
  const q = {
    ...(category === 'all' ? {} : { category }),
    ...(read === 'all' ? {} : { read }),
    page,
  };
  const list = useMessagePage(q);
  const readOne = useReadMessage();
  const readAll = useReadAll();
  const del = useDeleteMessage();

  const openOne = (m: MessageItem) => {
    setOpened(opened === m.id ? null : m.id);
    if (!m.read) readOne.mutate(m.id);
  };
  const tabLabel = (key: MessageCategory | 'all', label: string) => {
    const n = key === 'all' ? unread.data?.total : unread.data?.categories[key];
    return (
      <Badge count={n ?? 0} size="small" offset={[8, -2]} overflowCount={99}>
        {label}
      </Badge>
    );
  };

  return (
    <div className="message-center">
      <div className="message-center-head">
        <h2>消息中心</h2>
        <Button
          onClick={() =>
            readAll.mutate(category === 'all' ? undefined : category, {
              onSuccess: (r) => void message.success(r.count ? `已将${r.count}条消息标为已读` : '没有未读消息'),
            })
          }
        >
          全部标为已读
        </Button>
      </div>
      <Tabs
        activeKey={category}
        onChange={(k) => (setCategory(k as MessageCategory | 'all'), setPage(1))}
        items={[
          { key: 'all', label: tabLabel('all', '全部消息') },
          ...MESSAGE_CATEGORY_KEYS.map((c) => ({ key: c, label: tabLabel(c, MESSAGE_CATEGORIES[c]) })),
        ]}
      />
      <Segmented<ReadFilter>
        value={read}
        onChange={(v) => (setRead(v), setPage(1))}
        options={[
          { value: 'all', label: '全部' },
          { value: '0', label: '未读' },
          { value: '1', label: '已读' },
        ]}
      />
      <List
        className="message-list"
        loading={list.isLoading}
        locale={{ emptyText: <Empty description="暂无消息" /> }}
        dataSource={list.data?.list ?? []}
        renderItem={(m) => (
          <List.Item
            className={`message-item${m.read ? ' is-read' : ''}`}
            actions={[
              m.link ? (
                <Button key="go" type="link" onClick={() => (m.read || readOne.mutate(m.id), navigate(to(m.link)))}>
                  查看详情
                </Button>
              ) : null,
              <Popconfirm
                key="del"
                title="确定删除这条消息吗？"
                onConfirm={() => del.mutate(m.id, { onSuccess: () => void message.success('删除成功') })}
              >
                <Button type="link" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <button type="button" className="message-open" onClick={() => openOne(m)}>
              <span className="message-title">
                {!m.read && <Badge status="error" />}
                {m.title}
                <em>{MESSAGE_CATEGORIES[m.category]}</em>
              </span>
              <span className={opened === m.id ? 'message-body is-open' : 'message-body'}>{m.body}</span>
              <time>{new Date(m.createdAt).toLocaleString('zh-CN', { hour12: false })}</time>
            </button>
          </List.Item>
        )}
      />
      {(list.data?.total ?? 0) > 10 && (
        <Pagination current={page} total={list.data?.total ?? 0} onChange={setPage} showSizeChanger={false} />
      )}
    </div>
  );
}
