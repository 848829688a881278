import { PictureOutlined } from '@ant-design/icons';
import { CONTENT_API } from '@portal/domain';
import { Button, Space, Upload } from 'antd';
import { useEffect, useRef } from 'react';
import { uploadFile } from './queries.ts';

/**
 * A small rich-text editor (contentEditable with the browser's editing commands): bold, headings, lists, links and
 * pictures uploaded to the file store. The server sanitises whatever comes out (sanitize-html) before saving.
 */
export function RichTextEditor({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const exec = (cmd: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(cmd, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space wrap style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }}>
        <Button size="small" onClick={() => exec('bold')}>
          <b>B</b>
        </Button>
        <Button size="small" onClick={() => exec('formatBlock', 'h3')}>
          标题
        </Button>
        <Button size="small" onClick={() => exec('formatBlock', 'p')}>
          正文
        </Button>
        <Button size="small" onClick={() => exec('insertUnorderedList')}>
          列表
        </Button>
        <Button
          size="small"
          onClick={() => {
            const url = window.prompt('链接地址');
            if (url) exec('createLink', url);
          }}
        >
          链接
        </Button>
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          customRequest={async ({ file, onSuccess }) => {
            const r = await uploadFile(`${CONTENT_API.manageUpload}?kind=image`, file as File);
            exec('insertImage', r.url);
            onSuccess?.(r);
          }}
        >
          <Button size="small" icon={<PictureOutlined />}>
            插入图片
          </Button>
        </Upload>
      </Space>
      <div
        ref={ref}
        data-testid="rich-text"
        className="content-body"
        contentEditable
        suppressContentEditableWarning
        onInput={() => onChange(ref.current?.innerHTML ?? '')}
        style={{ minHeight: 220, padding: 12, outline: 'none' }}
      />
    </div>
  );
}
