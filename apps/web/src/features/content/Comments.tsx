import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { COMMENT_MAX, REPORT_REASONS } from '@portal/domain';
import { Button, Empty, Input, List, Pagination, Radio } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { INFORMATION_CALLS as I, contentKeys, useComments } from './queries.ts';

/** The comments under content: write one, like one (once), report one (once). */
export function Comments({ contentId }: { contentId: number }) {
  const { user } = useSession();
  const { message, modal } = useApp();
  const loginPrompt = useLoginPrompt();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const q = useComments(contentId, page);
  const refresh = () => qc.invalidateQueries({ queryKey: contentKeys.all });

  const send = async () => {
    if (!user) return loginPrompt();
    setSaving(true);
    try {
      await api.call(I.commentSave, { body: { contentId, body: text } });
      setText('');
      setPage(1);
      message.success('评论成功');
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const report = (commentId: number) => {
    if (!user) return loginPrompt();
    let reason: string = REPORT_REASONS[0];
    modal.confirm({
      title: '举报评论',
      content: (
        <Radio.Group defaultValue={reason} onChange={(e) => (reason = e.target.value as string)}>
          {REPORT_REASONS.map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </Radio.Group>
      ),
      okText: '提交举报',
      cancelText: '取消',
      onOk: async () => {
        await api.call(I.reportSubmit, { body: { commentId, reason } });
        message.success('举报已提交，我们会尽快处理');
      },
    });
  };

  return (
    <div className="content-section" data-testid="comments">
      <h3 className="section-head">评论（{q.data?.total ?? 0}）</h3>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX}
        showCount
        rows={3}
        placeholder={user ? '说说你的看法' : '登录后发表评论'}
      />
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button type="primary" loading={saving} onClick={() => void send()}>
          发表评论
        </Button>
      </div>
      {q.data?.list.length ? (
        <List
          dataSource={q.data.list}
          renderItem={(c) => (
            <List.Item
              actions={[
                <Button
                  key="like"
                  type="link"
                  size="small"
                  icon={c.liked ? <LikeFilled /> : <LikeOutlined />}
                  onClick={async () => {
                    if (!user) return loginPrompt();
                    await api.call(I.commentLike, { body: { commentId: c.id, on: !c.liked } });
                    await refresh();
                  }}
                >
                  {c.likeCount}
                </Button>,
                c.mine ? null : (
                  <Button key="report" type="link" size="small" onClick={() => report(c.id)}>
                    举报
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={c.nickname}
                description={new Date(c.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}
              />
              <div style={{ whiteSpace: 'pre-wrap' }}>{c.body}</div>
            </List.Item>
          )}
        />
      ) : (
        <Empty description="暂无评论，快来抢沙发" />
      )}
      {(q.data?.total ?? 0) > 10 ? (
        <Pagination
          current={page}
          total={q.data?.total}
          onChange={setPage}
          size="small"
          style={{ textAlign: 'right' }}
        />
      ) : null}
    </div>
  );
}
