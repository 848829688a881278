/** /member/invoiceTitle: the buyer's invoice titles (at most 20): add, edit, delete, set default, fill from certification. */
import { PlusOutlined } from '@ant-design/icons';
import { INVOICE_TITLE_KIND_LABEL, INVOICE_TITLE_MAX_PER_ACCOUNT, type InvoiceTitle } from '@portal/domain';
import { Button, Empty, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { TitleDialog } from './TitleDialog.tsx';
import { useDeleteTitle, useInvoiceTitles, useSetDefaultTitle, useTitleFromCertification } from './queries.ts';

export default function InvoiceTitlePage() {
  const { message } = useApp();
  const list = useInvoiceTitles();
  const del = useDeleteTitle();
  const setDefault = useSetDefaultTitle();
  const fromCert = useTitleFromCertification();
  const [editing, setEditing] = useState<{ title: InvoiceTitle | null } | null>(null);
  const rows = list.data ?? [];
  const full = rows.length >= INVOICE_TITLE_MAX_PER_ACCOUNT;

  return (
    <div className="member-card">
      <div className="settle-section-title">
        <span>
          发票抬头{' '}
          <span className="buy-muted">
            （已保存 {rows.length}/{INVOICE_TITLE_MAX_PER_ACCOUNT}）
          </span>
        </span>
        <Space>
          <Button
            disabled={full}
            loading={fromCert.isPending}
            onClick={() =>
              fromCert.mutate(undefined, { onSuccess: () => void message.success('已按企业认证信息生成抬头') })
            }
          >
            从企业认证生成
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ title: null })}>
            新增发票抬头
          </Button>
        </Space>
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description="还没有发票抬头，新增一个吧" />
      ) : (
        <Table<InvoiceTitle>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          columns={[
            {
              title: '抬头名称',
              dataIndex: 'name',
              render: (name: string, t) => (
                <Space>
                  {name}
                  {t.isDefault && <Tag color="blue">默认</Tag>}
                </Space>
              ),
            },
            {
              title: '类型',
              dataIndex: 'kind',
              width: 80,
              render: (k: InvoiceTitle['kind']) => INVOICE_TITLE_KIND_LABEL[k],
            },
            { title: '纳税人识别号', dataIndex: 'taxNo', render: (v: string) => v || '—' },
            {
              title: '可开专票',
              dataIndex: 'specialReady',
              width: 100,
              render: (v: boolean) => (v ? <Tag color="green">信息完整</Tag> : <Tag>仅普票</Tag>),
            },
            {
              title: '操作',
              width: 200,
              render: (_: unknown, t) => (
                <Space>
                  <a onClick={() => setEditing({ title: t })}>编辑</a>
                  {!t.isDefault && (
                    <a onClick={() => setDefault.mutate(t.id, { onSuccess: () => void message.success('设置成功') })}>
                      设为默认
                    </a>
                  )}
                  <Popconfirm
                    title="确定删除该发票抬头？"
                    onConfirm={() => del.mutate(t.id, { onSuccess: () => void message.success('删除成功') })}
                  >
                    <a>删除</a>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      <TitleDialog open={!!editing} title={editing?.title} onClose={() => setEditing(null)} />
    </div>
  );
}
