import {
  CONTENT_STATUS_LABEL,
  CONTENT_TYPE_LABEL,
  FEEDBACK_ROUTES as F,
  FEEDBACK_TYPE_LABEL,
  INFORMATION_ROUTES as I,
  POLICY_MESSAGES,
  mayCall,
  type ManageContent,
  thumbnailUrl,
} from '@portal/domain';
import { Button, Input, Popconfirm, Result, Select, Space, Table, Tabs, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { ContentEditor } from './ContentEditor.tsx';
import { detailPath } from './ContentCard.tsx';

function ContentTab() {
  const { message } = useApp();
  const qc = useQueryClient();
  const [type, setType] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManageContent | 'new' | null>(null);
  const q = useQuery({
    queryKey: ['content', 'manage', type, page],
    queryFn: () => api.page(I.managePage, { query: { page, size: 20, ...(type === undefined ? {} : { type }) } }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['content'] });
  const status = async (c: ManageContent, s: 1 | 2) => {
    await api.call(I.manageStatus, { body: { contentId: c.contentId, status: s } });
    message.success(s === 1 ? '已发布' : '已下架');
    await refresh();
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建内容
        </Button>
        <Select
          allowClear
          placeholder="全部类型"
          style={{ width: 140 }}
          value={type}
          onChange={(v) => {
            setPage(1);
            setType(v);
          }}
          options={[0, 1, 2, 3].map((t) => ({ value: t, label: CONTENT_TYPE_LABEL[t as 0] }))}
        />
      </Space>
      <Table<ManageContent>
        rowKey="contentId"
        dataSource={q.data?.list ?? []}
        loading={q.isLoading}
        pagination={{ current: page, total: q.data?.total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (t: string, c) => (c.status === 1 ? <Link to={detailPath(c)}>{t}</Link> : t),
          },
          { title: '类型', dataIndex: 'type', render: (t: 0) => CONTENT_TYPE_LABEL[t] },
          { title: '分类/行业', render: (_, c) => c.categoryName ?? c.industryName ?? '—' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: number) => (
              <Tag color={s === 1 ? 'green' : s === 2 ? 'orange' : 'default'}>{CONTENT_STATUS_LABEL[s]}</Tag>
            ),
          },
          { title: '浏览/赞/评', render: (_, c) => `${c.viewCount} / ${c.likeCount} / ${c.commentCount}` },
          {
            title: '操作',
            render: (_, c) => (
              <Space>
                <a onClick={() => setEditing(c)}>编辑</a>
                {c.status === 1 ? (
                  <a onClick={() => void status(c, 2)}>下架</a>
                ) : (
                  <a onClick={() => void status(c, 1)}>发布</a>
                )}
                <Popconfirm
                  title="确定删除该内容？"
                  onConfirm={async () => {
                    await api.call(I.manageDelete, { body: { contentId: c.contentId } });
                    message.success('删除成功');
                    await refresh();
                  }}
                >
                  <a>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ContentEditor
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void refresh();
        }}
      />
    </>
  );
}

function CommentsTab() {
  const qc = useQueryClient();
  const [reported, setReported] = useState(true);
  const q = useQuery({
    queryKey: ['content', 'manage-comments', reported],
    queryFn: () => api.page(I.manageComments, { query: { page: 1, size: 50, reported: reported ? '1' : '0' } }),
  });
  return (
    <>
      <Select
        value={reported}
        onChange={setReported}
        style={{ width: 160, marginBottom: 12 }}
        options={[
          { value: true, label: '被举报的评论' },
          { value: false, label: '全部评论' },
        ]}
      />
      <Table
        rowKey="id"
        dataSource={q.data?.list ?? []}
        pagination={false}
        columns={[
          { title: '内容', dataIndex: 'contentTitle' },
          { title: '用户', dataIndex: 'nickname' },
          { title: '评论', dataIndex: 'body' },
          { title: '举报', render: (_, c) => (c.reportCount ? `${c.reportCount}（${c.reports.join('、')}）` : '—') },
          { title: '状态', render: (_, c) => (c.status === 1 ? <Tag>已隐藏</Tag> : <Tag color="green">显示中</Tag>) },
          {
            title: '操作',
            render: (_, c) => (
              <a
                onClick={async () => {
                  await api.call(I.manageCommentStatus, { body: { commentId: c.id, status: c.status === 1 ? 0 : 1 } });
                  await qc.invalidateQueries({ queryKey: ['content'] });
                }}
              >
                {c.status === 1 ? '恢复' : '隐藏'}
              </a>
            ),
          },
        ]}
      />
    </>
  );
}

function FeedbackTab() {
  const { message } = useApp();
  const qc = useQueryClient();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const q = useQuery({
    queryKey: ['feedback', 'manage'],
    queryFn: () => api.page(F.managePage, { query: { page: 1, size: 50 } }),
  });
  return (
    <Table
      rowKey="id"
      dataSource={q.data?.list ?? []}
      pagination={false}
      columns={[
        { title: '类型', render: (_, f) => FEEDBACK_TYPE_LABEL[f.type] },
        { title: '用户', dataIndex: 'phone' },
        { title: '内容', dataIndex: 'body' },
        {
          title: '图片',
          render: (_, f) =>
            f.pictures.map((p) => (
              <img
                key={p}
                src={thumbnailUrl(p)}
                alt=""
                width={40}
                height={40}
                style={{ objectFit: 'cover', marginRight: 4 }}
              />
            )),
        },
        {
          title: '回复',
          render: (_, f) =>
            f.status === 1 ? (
              f.answer
            ) : (
              <Space.Compact>
                <Input
                  placeholder="回复内容"
                  maxLength={500}
                  value={answers[f.id] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [f.id]: e.target.value }))}
                />
                <Button
                  type="primary"
                  onClick={async () => {
                    await api.call(F.answer, { body: { id: f.id, answer: answers[f.id] ?? '' } });
                    message.success('已回复');
                    await qc.invalidateQueries({ queryKey: ['feedback'] });
                  }}
                >
                  回复
                </Button>
              </Space.Compact>
            ),
        },
      ]}
    />
  );
}

/** /contentManage: the provider's staff publish content, moderate comments and reports, answer feedback. */
export default function ContentManagePage() {
  const { user } = useSession();
  if (!mayCall(I.managePage, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="content-section">
      <Tabs
        items={[
          { key: 'content', label: '内容管理', children: <ContentTab /> },
          { key: 'comments', label: '评论与举报', children: <CommentsTab /> },
          { key: 'feedback', label: '投诉与建议', children: <FeedbackTab /> },
        ]}
      />
    </div>
  );
}
