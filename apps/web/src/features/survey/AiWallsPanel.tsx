/**
 * "AI 识别墙体" (issue 17 §1): on a scene with a plan image and no walls, the user starts a recognition (a
 * background job on the server), watches its progress, reviews the proposed walls over the plan (click one to remove
 * or restore it), then saves the kept ones into the plan or rejects them all, and scores the result 1–5.
 */
import {
  type SurveyJob,
  type SurveyScene,
  SURVEY_SYSTEM_ROUTES as E,
  SURVEY_SYSTEM_MESSAGES as M,
} from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Progress, Rate, Space } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { jobPhase, keptWalls, phaseMessage, strokeFor, toggleRemoved } from './ai-walls.ts';
import { surveyKeys } from './queries.ts';

const SHOWN_WIDTH = 880;

/** `offer`: the scene has a plan image and no walls (canAskWalls); the panel stays mounted to take the score. */
interface AiWallsProps {
  scene: SurveyScene;
  orderId: number;
  offer: boolean;
  /** Mounted by the toolbar's button (tools.tsx): ask at once, as that click did. */
  autoStart?: boolean;
}

export function AiWallsPanel({ scene, orderId, offer, autoStart }: AiWallsProps) {
  const { message } = useApp();
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [scoring, setScoring] = useState<number | null>(null);
  const job = useQuery({
    queryKey: ['survey', 'walls-job', jobId],
    queryFn: () => api.call(E.jobStatus, { query: { jobId: jobId! } }),
    enabled: !!jobId,
    refetchInterval: (q) => (q.state.data && jobPhase(q.state.data) !== 'working' ? false : 1000),
  });

  const start = async () => {
    setBusy(true);
    try {
      const j = await api.call(E.wallsAsk, { body: { sceneId: scene.sceneId } });
      setRemoved(new Set());
      setJobId(j.jobId);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (autoStart) void start();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const close = () => setJobId(null);
  const act = async (what: 'save' | 'reject', j: SurveyJob) => {
    setBusy(true);
    try {
      if (what === 'save') {
        const walls = keptWalls(j.walls ?? [], removed);
        await api.call(E.wallsSave, { body: { jobId: j.jobId, revision: scene.revision, walls } });
        void message.success(`已保存 ${walls.length} 段墙体`);
        void qc.invalidateQueries({ queryKey: surveyKeys.scene(scene.sceneId) });
        void qc.invalidateQueries({ queryKey: surveyKeys.scenes(orderId) });
      } else {
        await api.call(E.wallsEnd, { body: { jobId: j.jobId } });
        void message.info('已放弃识别结果');
      }
      setScoring(j.jobId);
      close();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const score = async (value: number) => {
    if (!scoring) return;
    try {
      await api.call(E.wallsScore, { body: { jobId: scoring, score: value } });
      void message.success('感谢评分');
      setScoring(null);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  const j = job.data;
  const phase = j ? jobPhase(j) : 'working';
  const w = scene.planWidth ?? 1;
  const h = scene.planHeight ?? 1;
  const stroke = strokeFor(w, SHOWN_WIDTH);
  return (
    <>
      {offer && (
        <Button onClick={() => void start()} loading={busy && !jobId}>
          AI 识别墙体
        </Button>
      )}
      {scoring && (
        <span className="survey-ai-score" data-testid="ai-walls-score">
          为识别结果评分：
          <Rate onChange={(v) => void score(v)} />
        </span>
      )}
      <Modal
        open={!!jobId}
        title="AI 识别墙体"
        width={SHOWN_WIDTH + 48}
        onCancel={close}
        maskClosable={false}
        footer={
          j && phase === 'review' ? (
            <Space>
              <Button danger onClick={() => void act('reject', j)} loading={busy}>
                全部放弃
              </Button>
              <Button type="primary" onClick={() => void act('save', j)} loading={busy}>
                接受并保存（{keptWalls(j.walls ?? [], removed).length} 段）
              </Button>
            </Space>
          ) : j && (phase === 'empty' || phase === 'failed') ? (
            <Button onClick={() => void act('reject', j)}>关闭</Button>
          ) : null
        }
      >
        {phase === 'working' && (
          <div data-testid="ai-walls-progress">
            <p>正在识别平面图中的墙体…</p>
            <Progress percent={j?.progress ?? 0} />
          </div>
        )}
        {j && phase !== 'working' && phase !== 'review' && <p>{phaseMessage(j)}</p>}
        {j && phase === 'review' && (
          <>
            <p>
              识别到 {j.walls!.length} 段墙体。点击墙体可移除（再次点击恢复），红色虚线为已移除。
              {removed.size > 0 && (
                <Button type="link" onClick={() => setRemoved(new Set())}>
                  全部恢复
                </Button>
              )}
            </p>
            <svg
              data-testid="ai-walls-review"
              viewBox={`0 0 ${w} ${h}`}
              style={{ width: SHOWN_WIDTH, maxWidth: '100%', border: '1px solid #f0f0f0' }}
            >
              {scene.planUrl && <image href={scene.planUrl} width={w} height={h} />}
              {j.walls!.map((wall, i) => (
                <line
                  key={i}
                  x1={wall.a.x}
                  y1={wall.a.y}
                  x2={wall.b.x}
                  y2={wall.b.y}
                  stroke={removed.has(i) ? '#f5222d' : '#1677ff'}
                  strokeWidth={stroke}
                  strokeDasharray={removed.has(i) ? `${stroke * 2} ${stroke * 2}` : undefined}
                  strokeOpacity={0.85}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setRemoved((r) => toggleRemoved(r, i))}
                >
                  <title>{removed.has(i) ? '已移除，点击恢复' : '点击移除'}</title>
                </line>
              ))}
            </svg>
          </>
        )}
        {phase === 'ended' && <p>{M.jobEnded}</p>}
      </Modal>
    </>
  );
}
