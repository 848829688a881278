/**
 * Text helpers for the design tool's first screen without antd's Typography (≈ 7 KB compressed with its editable
 * text area, issue 22's budget): a text clamped to some lines (the whole text on hover), and a text with a copy button.
 */
import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useApp } from './feedback/useApp.ts';

export function ClampText(props: {
  text: string;
  rows?: number;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const rows = props.rows ?? 2;
  return (
    <div
      className={props.className}
      aria-label={props['aria-label']}
      title={props.text}
      style={{ display: '-webkit-box', WebkitLineClamp: rows, WebkitBoxOrient: 'vertical', overflow: 'hidden', ...props.style }} // prettier-ignore
    >
      {props.text || '-'}
    </div>
  );
}

/** `children`, and a button that copies `text` to the clipboard (said in a message). */
export function CopyText({ text, children }: { text: string; children: ReactNode }) {
  const { message } = useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success('已复制');
    } catch {
      void message.error('复制失败，请手动选择文本复制');
    }
  };
  return (
    <span>
      {children}
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined />}
        aria-label="复制"
        title="复制"
        onClick={() => void copy()}
      />
    </span>
  );
}
