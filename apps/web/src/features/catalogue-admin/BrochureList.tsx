/**
 * A family's brochures (资料) in its drawer: each a PDF under a title (unique in the family), renamed or removed; a
 * new one uploaded, then named (the file's name without .pdf to start with). The buyers' product page lists them.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  BROCHURE_TITLE_MAX,
  CATALOGUE_ADMIN_MESSAGES as M,
  type AdminBrochure,
  type AdminSpuDetail,
} from '@portal/domain';
import { Button, Input, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { uploadBrochure, useDeleteBrochure, useSaveBrochure } from './queries.ts';

export function BrochureList({ spu }: { spu: AdminSpuDetail }) {
  const { message } = useApp();
  const save = useSaveBrochure();
  const remove = useDeleteBrochure();
  const [editing, setEditing] = useState<{ id?: number; title: string; fileUrl: string; sort: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const submit = () => {
    if (!editing) return;
    if (!editing.title.trim()) return void message.error(M.brochureTitleRequired);
    save.mutate(
      { ...editing, spuId: spu.id, title: editing.title.trim() },
      { onSuccess: () => (setEditing(null), void message.success('资料已保存')) },
    );
  };
  const readOnly = spu.privateProduct;
  return (
    <div style={{ marginTop: 24 }} data-testid="brochure-list">
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>资料（{spu.brochures.length}）</Typography.Text>
        <Upload
          accept=".pdf,application/pdf"
          showUploadList={false}
          disabled={readOnly}
          customRequest={async ({ file }) => {
            setUploading(true);
            try {
              const fileUrl = await uploadBrochure(file as File);
              const name = (file as File).name.replace(/\.pdf$/i, '').slice(0, BROCHURE_TITLE_MAX);
              setEditing({ title: name, fileUrl, sort: spu.brochures.length });
            } catch (e) {
              void message.error((e as Error).message);
            } finally {
              setUploading(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={readOnly}>
            上传资料（PDF）
          </Button>
        </Upload>
      </Space>
      {editing && (
        <Space style={{ marginBottom: 8 }} data-testid="brochure-form">
          <Input
            value={editing.title}
            maxLength={BROCHURE_TITLE_MAX}
            placeholder="资料名称，如 彩页"
            style={{ width: 260 }}
            onChange={(e) => setEditing({ ...editing, title: e.target.value })}
          />
          <Button type="primary" loading={save.isPending} onClick={submit}>
            保存资料
          </Button>
          <Button onClick={() => setEditing(null)}>取消</Button>
        </Space>
      )}
      <Table<AdminBrochure>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={spu.brochures}
        locale={{ emptyText: '暂无资料' }}
        columns={[
          {
            title: '资料名称',
            dataIndex: 'title',
            render: (t: string, b) => (
              <a href={b.fileUrl} target="_blank" rel="noreferrer">
                {t}
              </a>
            ),
          },
          {
            title: '操作',
            width: 140,
            render: (_, b) =>
              readOnly ? null : (
                <Space>
                  <a onClick={() => setEditing({ id: b.id, title: b.title, fileUrl: b.fileUrl, sort: b.sort })}>改名</a>
                  <Popconfirm title="删除该资料？" onConfirm={() => remove.mutate(b.id)}>
                    <a>删除</a>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
    </div>
  );
}
