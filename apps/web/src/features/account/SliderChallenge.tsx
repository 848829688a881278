/**
 * The SMS human check (domain SMS_CHALLENGE): the server's puzzle — a picture with a gap and the piece cut from it
 * — in a dialog; the user slides the piece into the gap and the position goes back with the next send. Where the
 * gap is never reaches the browser; the server judges the answer (once).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { type SmsChallenge } from '@portal/domain';
import { Button, Modal, Slider, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { smsChallenge } from './auth-api.ts';

export interface ChallengeAnswer {
  challengeId: string;
  challengeX: number;
}

export function SliderChallenge({
  round,
  onAnswer,
  onCancel,
}: {
  /** null: closed; each new number draws a new puzzle (after a failed answer too). */
  round: number | null;
  onAnswer: (a: ChallengeAnswer) => void;
  onCancel: () => void;
}) {
  const [puzzle, setPuzzle] = useState<SmsChallenge | null>(null);
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setPuzzle(null);
    setX(0);
    smsChallenge().then(
      (p) => {
        setPuzzle(p);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  const open = round !== null;
  useEffect(() => {
    if (round !== null) load();
  }, [round, load]);

  return (
    <Modal
      open={open}
      title="安全验证"
      footer={null}
      width={puzzle ? puzzle.width + 48 : 348}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="sms-challenge">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          拖动下方滑块，将拼图块移入缺口
        </Typography.Paragraph>
        {puzzle ? (
          <>
            <div style={{ position: 'relative', width: puzzle.width, height: puzzle.height, userSelect: 'none' }}>
              <img
                src={puzzle.background}
                alt="验证图片"
                width={puzzle.width}
                height={puzzle.height}
                draggable={false}
              />
              <img
                src={puzzle.piece}
                alt="拼图块"
                data-testid="sms-challenge-piece"
                width={puzzle.pieceSize}
                height={puzzle.pieceSize}
                draggable={false}
                style={{
                  position: 'absolute',
                  left: x,
                  top: puzzle.pieceY,
                  filter: 'drop-shadow(0 0 3px rgba(0,0,0,.6))',
                }}
              />
            </div>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: puzzle.width }}>
              <Slider
                style={{ flex: 1 }}
                min={0}
                max={puzzle.width - puzzle.pieceSize}
                value={x}
                tooltip={{ open: false }}
                onChange={(v) => setX(v)}
                onChangeComplete={(v) => v > 0 && onAnswer({ challengeId: puzzle.challengeId, challengeX: v })}
                aria-label="拖动滑块完成拼图"
              />
              <Button type="text" icon={<ReloadOutlined />} onClick={load} aria-label="换一张" />
            </div>
          </>
        ) : failed ? (
          <Button onClick={load}>加载失败，点击重试</Button>
        ) : (
          <Spin />
        )}
      </div>
    </Modal>
  );
}
