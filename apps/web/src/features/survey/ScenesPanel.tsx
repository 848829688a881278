/** The order's scenes (floors, areas): add, rename, remove, choose. */
import type { SurveyScene } from '@portal/domain';
import { Button, Popconfirm } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useSurveyMutations } from './queries.ts';

export function ScenesPanel(props: {
  orderId: number;
  scenes: readonly SurveyScene[];
  current: number | null;
  onChoose: (id: number) => void;
}) {
  const { message } = useApp();
  const m = useSurveyMutations(props.orderId);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const add = () =>
    m.addScene.mutate(name.trim() || `场景${props.scenes.length + 1}`, {
      onSuccess: (s) => {
        setName('');
        props.onChoose(s.sceneId);
      },
      onError: (e) => void message.error(e.message),
    });
  return (
    <div className="survey-panel">
      <h4>场景</h4>
      <div className="survey-compact">
        <input
          className="survey-input"
          aria-label="场景名称"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && !e.nativeEvent.isComposing && add()}
          placeholder="如：一层"
          maxLength={50}
        />
        <Button type="primary" onClick={add} loading={m.addScene.isPending}>
          新增场景
        </Button>
      </div>
      {props.scenes.length === 0 && <p className="survey-empty">暂无场景，请先新增</p>}
      {props.scenes.map((s) => (
        <div
          key={s.sceneId}
          data-testid="scene-item"
          className={s.sceneId === props.current ? 'survey-scene active' : 'survey-scene'}
          onClick={() => props.onChoose(s.sceneId)}
        >
          {editing === s.sceneId ? (
            <input
              className="survey-input"
              aria-label="场景名称"
              autoFocus
              defaultValue={s.sceneName}
              maxLength={50}
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                m.rename.mutate(
                  { sceneId: s.sceneId, sceneName: e.currentTarget.value },
                  { onError: (err) => void message.error(err.message) },
                );
                setEditing(null);
              }}
              onBlur={() => setEditing(null)}
            />
          ) : (
            <span>
              {s.sceneName} <small>({s.pointCount}个点位)</small>
            </span>
          )}
          <span className="survey-scene-actions">
            <a
              onClick={(e) => {
                e.stopPropagation();
                setEditing(s.sceneId);
              }}
            >
              重命名
            </a>
            <Popconfirm title="删除场景会移除其中的点位，确定删除？" onConfirm={() => m.removeScene.mutate(s.sceneId)}>
              <a onClick={(e) => e.stopPropagation()}>删除</a>
            </Popconfirm>
          </span>
        </div>
      ))}
    </div>
  );
}
