import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { AIGC_CAPTION_MAX, AIGC_SHOT_SECONDS, AIGC_SHOTS_MAX, type AigcShot } from '@portal/domain';
import { Alert, Button, Input, InputNumber, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  addShot,
  lengthVerdict,
  moveShot,
  recaptionShot,
  removeShot,
  retimeShot,
  SHOT_SECONDS_STEP,
  storyboardProblem,
  totalSeconds,
} from './storyboard-edit.ts';
import './storyboard.css';

/** The buttons of one shot: move up, move down, insert after, remove. */
const shotTools = (shots: AigcShot[], i: number) => [
  { id: 'up', tip: '上移', icon: <ArrowUpOutlined />, disabled: i === 0, edit: () => moveShot(shots, i, i - 1) },
  {
    id: 'down',
    tip: '下移',
    icon: <ArrowDownOutlined />,
    disabled: i === shots.length - 1,
    edit: () => moveShot(shots, i, i + 1),
  },
  {
    id: 'add',
    tip: '在下方插入镜头',
    icon: <PlusOutlined />,
    disabled: shots.length >= AIGC_SHOTS_MAX,
    edit: () => addShot(shots, i),
  },
  {
    id: 'remove',
    tip: '删除镜头',
    icon: <DeleteOutlined />,
    disabled: shots.length <= 1,
    edit: () => removeShot(shots, i),
  },
];

interface Props {
  open: boolean;
  title: string;
  /** The storyboard to start from (read again each time the dialog opens). */
  shots: AigcShot[];
  /** The length chosen for the script, seconds (null: not known, no comparison shown). */
  targetSeconds: number | null;
  okText: string;
  /** Still receiving shots from the storyboard stream. */
  loading?: boolean;
  onSubmit: (shots: AigcShot[]) => Promise<void>;
  onCancel: () => void;
}

/**
 * The storyboard editor (before a video is generated, and to edit one): each shot's picture, caption and seconds;
 * reorder by dragging or the arrows, insert and remove shots; the total against the chosen length. The edits are the
 * pure functions of storyboard-edit.ts; the server checks the shots again.
 */
export function StoryboardDialog({
  open,
  title,
  shots: initial,
  targetSeconds,
  okText,
  loading,
  onSubmit,
  onCancel,
}: Props) {
  const [shots, setShots] = useState<AigcShot[]>(initial);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  useEffect(() => {
    if (open) setShots(initial);
  }, [open, initial]);

  const total = totalSeconds(shots);
  const verdict = targetSeconds ? lengthVerdict(total, targetSeconds) : null;
  const problem = storyboardProblem(shots);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(shots);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={860}
      okText={okText}
      onOk={() => void submit()}
      onCancel={onCancel}
      okButtonProps={{ disabled: !!problem || loading, loading: busy, 'data-testid': 'aigc-storyboard-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        拖动或用箭头调整顺序，可修改每个镜头的字幕与时长（{AIGC_SHOT_SECONDS.min}～{AIGC_SHOT_SECONDS.max}秒），最多
        {AIGC_SHOTS_MAX}个镜头。配音比镜头长时，该镜头会按配音延长。
      </Typography.Paragraph>
      <ol className="aigc-shots" data-testid="aigc-shots">
        {shots.map((s, i) => (
          <li
            key={i}
            className={`aigc-shot${dragging === i ? ' aigc-shot-dragging' : ''}`}
            data-testid="aigc-shot"
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) setShots(moveShot(shots, dragging, i));
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <HolderOutlined className="aigc-shot-handle" aria-label="拖动排序" />
            <span className="aigc-shot-no">{i + 1}</span>
            <div className="aigc-shot-media">
              {s.picUrl ? <img className="aigc-shot-pic" src={s.picUrl} alt="" /> : <span className="aigc-shot-pic" />}
              {s.model ? (
                <span
                  className="aigc-shot-product"
                  data-testid="aigc-shot-product"
                  title={`${s.productName ?? ''} ${s.model}`}
                >
                  <span className="aigc-shot-product-name">{s.productName}</span>
                  <span className="aigc-shot-product-model">{s.model}</span>
                </span>
              ) : null}
            </div>
            <Input.TextArea
              className="aigc-shot-caption"
              data-testid="aigc-shot-caption"
              value={s.caption}
              maxLength={AIGC_CAPTION_MAX}
              autoSize={{ minRows: 1, maxRows: 3 }}
              placeholder="字幕（可留空）"
              onChange={(e) => setShots(recaptionShot(shots, i, e.target.value))}
            />
            <InputNumber
              data-testid="aigc-shot-seconds"
              aria-label={`第${i + 1}个镜头时长`}
              min={AIGC_SHOT_SECONDS.min}
              max={AIGC_SHOT_SECONDS.max}
              step={SHOT_SECONDS_STEP}
              value={s.seconds}
              suffix="秒"
              style={{ width: 96 }}
              onChange={(v) => v !== null && setShots(retimeShot(shots, i, v))}
            />
            <Space.Compact>
              {shotTools(shots, i).map((t) => (
                <Tooltip key={t.id} title={t.tip}>
                  <Button
                    icon={t.icon}
                    aria-label={t.tip}
                    data-testid={`aigc-shot-${t.id}`}
                    danger={t.id === 'remove'}
                    disabled={t.disabled}
                    onClick={() => setShots(t.edit())}
                  />
                </Tooltip>
              ))}
            </Space.Compact>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Tag
          color={verdict ? (verdict.state === 'fits' ? 'green' : 'orange') : 'blue'}
          data-testid="aigc-storyboard-total"
        >
          {verdict ? verdict.text : `合计 ${total} 秒`}
        </Tag>
        <Typography.Text type="secondary">
          {shots.length}/{AIGC_SHOTS_MAX} 个镜头
        </Typography.Text>
      </Space>
      {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} message={problem} />}
    </Modal>
  );
}
