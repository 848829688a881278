/**
 * /merchantCenter/sellerInvoice (发票管理, issue 59 §3, §5): the invoices the shop's customers asked for — the overdue
 * first, then the waiting, then the rest — issued through the shop's platform (开票设置) or registered from elsewhere.
 */
import { INVOICE_KIND_LABEL, type InvoiceView } from '@portal/domain';
import { Alert, Button, Empty, Result, Space, Table } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { pager } from '../../components/pagination.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { InvoiceStatusTag } from './InvoiceStatusTag.tsx';
import { yuan, invoiceFileName } from './money.ts';
import { ExportButton } from './ExportButton.tsx';
import { SellerSettingDialog } from './SellerSettingDialog.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { useIssueInvoice, useSellerInvoices, useSellerSetting } from './queries.ts';

export default function SellerInvoicePage() {
  const { message } = useApp();
  const [page, setPage] = useState(1);
  const list = useSellerInvoices(page);
  const setting = useSellerSetting();
  const issue = useIssueInvoice();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  if (list.isError && !list.data)
    return (
      <Result
        status="info"
        title={isApiError(list.error) ? list.error.message : '发票列表加载失败，请稍后重试'}
        extra={<Button onClick={() => void list.refetch()}>重新加载</Button>}
      />
    );
  const waiting = (v: InvoiceView) => v.direction === 'blue' && (v.status === 'requested' || v.status === 'failed');
  return (
    <div className="merchant-centre" data-testid="seller-invoices">
      <div className="merchant-head">
        <div>
          <h2>发票管理</h2>
          <div className="buy-muted">客户对本店订单的开票申请；超期未开的排在最前</div>
        </div>
        <Space>
          <ExportButton />
          <Button onClick={() => setEditing(true)}>开票设置</Button>
        </Space>
      </div>
      {setting.data === null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="尚未填写开票设置：填写销方信息和税收分类编码后才能开具发票"
          action={<Button onClick={() => setEditing(true)}>去设置</Button>}
        />
      )}
      <Table<InvoiceView>
        rowKey="id"
        scroll={{ x: 1200 }}
        loading={list.isLoading}
        dataSource={list.data?.list?.list ?? []}
        locale={{ emptyText: <Empty description="暂无开票申请" /> }}
        pagination={pager(page, 10, list.data?.total ?? 0, (p) => setPage(p))}
        columns={[
          { title: '申请时间', dataIndex: 'requestedAt', render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          { title: '发票类型', width: 96, render: (_: unknown, v) => INVOICE_KIND_LABEL[v.kind] },
          { title: '抬头', render: (_: unknown, v) => `${v.title.name}${v.title.taxNo ? `（${v.title.taxNo}）` : ''}` },
          { title: '订单', dataIndex: 'orderNos', render: (nos: string[]) => nos.join('、') },
          { title: '价税合计', dataIndex: 'amountFen', align: 'right', render: yuan },
          {
            title: '状态',
            render: (_: unknown, v) => (
              <Space direction="vertical" size={2}>
                <InvoiceStatusTag invoice={v} showOverdue />
                {v.failure && <span className="buy-muted">{v.failure}</span>}
              </Space>
            ),
          },
          { title: '发票号码', dataIndex: 'invoiceNo', render: (v: string | null) => v ?? '—' },
          {
            title: '操作',
            width: 200,
            render: (_: unknown, v) => (
              <Space wrap>
                {waiting(v) && (
                  <Button
                    type="primary"
                    size="small"
                    loading={issue.isPending && issue.variables === v.id}
                    onClick={() =>
                      issue.mutate(v.id, {
                        onSuccess: (r) =>
                          void message.success(r.status === 'issued' ? '发票已开具' : '已提交开票平台，开具后自动更新'),
                        onError: (e) => void message.error(isApiError(e) ? e.message : '开票失败，请稍后重试'),
                      })
                    }
                  >
                    开具发票
                  </Button>
                )}
                {waiting(v) && (
                  <Button size="small" onClick={() => setUploading(v.id)}>
                    登记线下发票
                  </Button>
                )}
                {v.fileUrl && (
                  <a href={v.fileUrl} download={invoiceFileName(v)}>
                    下载
                  </a>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <SellerSettingDialog onClose={() => setEditing(false)} />}
      {uploading !== null && <UploadDialog id={uploading} onClose={() => setUploading(null)} />}
    </div>
  );
}
