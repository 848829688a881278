import {
  AIGC_ROUTES as E,
  AIGC_POLL_MS,
  AIGC_TITLE_MAX,
  AIGC_VIDEO_STATUS_TEXT,
  AIGC_VIDEO_TIMEOUT_SECONDS,
  AigcVideoStatus,
  aigcVideoSettled,
  type AigcScript,
  type AigcShot,
  type AigcVideo,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, List, Modal, Progress, Space, Tabs, Tag, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { StoryboardDialog } from './StoryboardDialog.tsx';

const NO_SHOTS: AigcShot[] = [];
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)}MB`;
const inFlight = (v: AigcVideo) => v.status === AigcVideoStatus.queued || v.status === AigcVideoStatus.rendering;
/** The page stops waiting for a video after the 1,000 s of §9 (the server fails it then too). */
const stale = (v: AigcVideo) => Date.now() - new Date(v.createdAt).getTime() > AIGC_VIDEO_TIMEOUT_SECONDS * 1000;

/** /aigc/library: the videos (progress, viewer, edit title, delete) and the scripts (detail, delete). */
export default function AigcLibraryPage() {
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const [viewing, setViewing] = useState<AigcVideo | null>(null);
  const [titling, setTitling] = useState<{ video: AigcVideo; title: string } | null>(null);
  const [editing, setEditing] = useState<AigcVideo | null>(null);
  const videos = useQuery({
    queryKey: ['aigc', 'videos'],
    queryFn: () => api.call(E.videoLibrary, { query: { page: 1, size: 50 } }),
    refetchInterval: (q) => (q.state.data?.list.some((v) => inFlight(v) && !stale(v)) ? AIGC_POLL_MS : false),
  });
  const scripts = useQuery({
    queryKey: ['aigc', 'scripts'],
    queryFn: () => api.page(E.scriptPage, { query: { page: 1, size: 50 } }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['aigc'] });

  const removeVideo = (v: AigcVideo) =>
    modal.confirm({
      title: '删除视频',
      content: `确定删除「${v.title}」吗？视频文件将一并删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.call(E.videoDelete, { body: { id: v.id } });
        message.success('已删除');
        await refresh();
      },
    });
  const saveTitle = async () => {
    if (!titling) return;
    await api.call(E.videoTitle, { body: { id: titling.video.id, title: titling.title } });
    setTitling(null);
    message.success('标题已修改');
    await refresh();
  };

  /** Edit: the reordered, retimed storyboard is rendered again (the server refuses while the video renders). */
  const saveShots = async (shots: AigcShot[]) => {
    if (!editing) return;
    await api.call(E.videoEdit, { body: { id: editing.id, shots } });
    setEditing(null);
    message.success('已重新加入生成队列');
    await refresh();
  };
  const lengthOf = (v: AigcVideo | null) => scripts.data?.list.find((s) => s.id === v?.scriptId)?.lengthSeconds ?? null;

  const data = videos.data;
  return (
    <div className="container" style={{ padding: '16px 0 32px' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3}>我的作品库</Typography.Title>
        <Link to="/aigc/index">去创作</Link>
      </Space>
      <Tabs
        items={[
          {
            key: 'video',
            label: '视频',
            children: (
              <>
                {data && (
                  <Typography.Paragraph type="secondary">
                    已用 {data.total}/{data.quota.count} 个，{mb(data.usedBytes)}/{mb(data.quota.bytes)}；同时最多生成{' '}
                    {data.quota.inFlight} 个
                  </Typography.Paragraph>
                )}
                <List
                  grid={{ gutter: 16, column: 3 }}
                  loading={videos.isLoading}
                  locale={{ emptyText: <Empty description="还没有视频，去创作一个吧" /> }}
                  dataSource={data?.list ?? []}
                  renderItem={(v) => (
                    <List.Item>
                      <VideoCard
                        video={v}
                        onPlay={() => setViewing(v)}
                        onRetitle={() => setTitling({ video: v, title: v.title })}
                        onEdit={() => setEditing(v)}
                        onDelete={() => removeVideo(v)}
                      />
                    </List.Item>
                  )}
                />
              </>
            ),
          },
          {
            key: 'script',
            label: '脚本',
            children: <ScriptsTab scripts={scripts.data?.list} loading={scripts.isLoading} onChanged={refresh} />,
          },
        ]}
      />
      <Modal
        open={!!viewing}
        title={viewing?.title}
        footer={null}
        width={800}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing?.url && (
          <video data-testid="aigc-viewer" src={viewing.url} controls autoPlay muted style={{ width: '100%' }} />
        )}
      </Modal>
      <Modal
        open={!!titling}
        title="修改标题"
        onOk={() => void saveTitle()}
        onCancel={() => setTitling(null)}
        okText="保存"
      >
        <Input
          data-testid="aigc-title-input"
          value={titling?.title ?? ''}
          maxLength={AIGC_TITLE_MAX}
          onChange={(e) => titling && setTitling({ ...titling, title: e.target.value })}
        />
      </Modal>
      <StoryboardDialog
        open={!!editing}
        title={`编辑分镜：${editing?.title ?? ''}`}
        shots={editing?.shots ?? NO_SHOTS}
        targetSeconds={lengthOf(editing)}
        okText="重新生成"
        onSubmit={saveShots}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}

/** One video of the library: its state (progress, failure, or length, size, voice, captions and download) and actions. */
function VideoCard({
  video: v,
  onPlay,
  onRetitle,
  onEdit,
  onDelete,
}: {
  video: AigcVideo;
  onPlay: () => void;
  onRetitle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card
      data-testid="aigc-video-card"
      title={<span data-testid="aigc-video-title">{v.title}</span>}
      extra={
        <Tag color={v.status === 2 ? 'green' : v.status === 3 ? 'red' : 'blue'}>
          {AIGC_VIDEO_STATUS_TEXT[v.status as AigcVideoStatus]}
        </Tag>
      }
      actions={[
        <Button key="play" type="link" disabled={!v.url} onClick={onPlay} data-testid="aigc-play">
          播放
        </Button>,
        <Button key="title" type="link" onClick={onRetitle} data-testid="aigc-retitle">
          修改标题
        </Button>,
        <Button
          key="edit"
          type="link"
          disabled={!aigcVideoSettled(v.status as AigcVideoStatus)}
          onClick={onEdit}
          data-testid="aigc-edit"
        >
          编辑分镜
        </Button>,
        <Button key="del" type="link" danger disabled={v.status === 1} onClick={onDelete} data-testid="aigc-delete">
          删除
        </Button>,
      ]}
    >
      {inFlight(v) ? (
        <Progress percent={v.progress} status="active" data-testid="aigc-progress" />
      ) : v.status === 3 ? (
        <Typography.Text type="danger">{v.error}</Typography.Text>
      ) : (
        <Space direction="vertical" size={0}>
          <span>
            时长 {(v.durationMs / 1000).toFixed(1)} 秒 · {v.width}×{v.height} · {mb(v.bytes)}
          </span>
          <span>
            {v.voice ? '普通话配音' : '背景音乐'} · {v.captions ? '中文字幕' : '无字幕'}
          </span>
          {v.url && (
            <a href={v.url} download={`${v.title}.mp4`}>
              下载
            </a>
          )}
        </Space>
      )}
    </Card>
  );
}

/** The saved scripts: detail in a dialog, delete after a confirmation. */
function ScriptsTab({
  scripts,
  loading,
  onChanged,
}: {
  scripts: AigcScript[] | undefined;
  loading: boolean;
  onChanged: () => Promise<void>;
}) {
  const { modal } = useApp();
  const [reading, setReading] = useState<AigcScript | null>(null);
  const removeScript = (s: AigcScript) =>
    modal.confirm({
      title: '删除脚本',
      content: `确定删除「${s.title}」吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.call(E.scriptRemove, { body: { id: s.id } });
        await onChanged();
      },
    });
  return (
    <>
      <List
        loading={loading}
        dataSource={scripts ?? []}
        locale={{ emptyText: <Empty description="还没有保存的脚本" /> }}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Button key="d" type="link" onClick={() => setReading(s)}>
                详情
              </Button>,
              <Button key="x" type="link" danger onClick={() => removeScript(s)}>
                删除
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={s.title}
              description={`${s.scene} · ${s.style} · ${s.lengthSeconds}秒 · ${new Date(s.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}`}
            />
          </List.Item>
        )}
      />
      <Modal open={!!reading} title={reading?.title} footer={null} onCancel={() => setReading(null)}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reading?.content}</Typography.Paragraph>
      </Modal>
    </>
  );
}
