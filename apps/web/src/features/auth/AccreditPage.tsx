import {
  CERT_ENTERPRISE_TYPES,
  CERT_STATUS_LABEL,
  ENTERPRISE_ROUTES,
  ENTERPRISE_MESSAGES,
  ENTERPRISE_WORDS,
  POLICY_MESSAGES,
  mayCall,
  type EnterpriseCertForReview,
  isPdfUrl,
  thumbnailUrl,
} from '@portal/domain';
import { Button, Image, Input, Modal, Result, Segmented, Space, Table, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useSession } from '../../session/store.ts';
import { pager } from '../../components/pagination.ts';
import { useAudit, useReviewList, type ReviewQuery } from './queries.ts';
import './auth.css';

const typeLabel = (t: number) => CERT_ENTERPRISE_TYPES.find((x) => x.value === t)?.label ?? String(t);

/** /accredit: the provider sales account reviews enterprise certifications. */
export default function AccreditPage() {
  const { user } = useSession();
  const isSales = mayCall(ENTERPRISE_ROUTES.reviewList, user);
  const [query, setQuery] = useState<ReviewQuery>({ status: 0, keyword: '', page: 1, size: 10 });
  const list = useReviewList(query, isSales);
  const audit = useAudit();
  const { message } = useApp();
  const [rejecting, setRejecting] = useState<EnterpriseCertForReview | null>(null);
  const [reason, setReason] = useState('');

  if (!isSales) {
    return (
      <div className="container">
        <Result status="403" title="无权访问" subTitle={POLICY_MESSAGES.staff} />
      </div>
    );
  }

  const approve = async (c: EnterpriseCertForReview) => {
    await audit.mutateAsync({ enterpriseNo: c.enterpriseNo, approve: true }).then(
      () => void message.success(ENTERPRISE_WORDS.approved),
      () => undefined,
    );
  };
  const reject = async () => {
    if (!rejecting) return;
    if (!reason.trim()) {
      void message.warning(ENTERPRISE_MESSAGES.rejectReasonRequired);
      return;
    }
    await audit.mutateAsync({ enterpriseNo: rejecting.enterpriseNo, approve: false, reason: reason.trim() }).then(
      () => {
        void message.success(ENTERPRISE_WORDS.rejected);
        setRejecting(null);
        setReason('');
      },
      () => undefined,
    );
  };

  return (
    <div className="container" style={{ padding: '16px 0 48px' }}>
      <div className="accredit-card">
        <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
          <h2 style={{ margin: 0, fontSize: 18 }}>企业认证审核</h2>
          <Input.Search
            allowClear
            placeholder="企业名称或统一社会信用代码"
            style={{ width: 280 }}
            onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), page: 1 }))}
            data-testid="accredit-search"
          />
          <Segmented
            value={query.status ?? -1}
            onChange={(v) => setQuery((q) => ({ ...q, status: v === -1 ? null : Number(v), page: 1 }))}
            options={[
              { value: 0, label: '待审核' },
              { value: 1, label: '已通过' },
              { value: 2, label: '已驳回' },
              { value: -1, label: '全部' },
            ]}
          />
        </Space>
        <Table<EnterpriseCertForReview>
          rowKey="enterpriseNo"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          pagination={pager(query.page, query.size, list.data?.total ?? 0, (page, size) =>
            setQuery((q) => ({ ...q, page, size })),
          )}
          locale={{ emptyText: '暂无认证申请' }}
          columns={[
            { title: '企业名称', dataIndex: 'companyName' },
            { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
            { title: '类型', dataIndex: 'enterpriseType', width: 120, render: typeLabel },
            { title: '区域', key: 'region', render: (_: unknown, c) => `${c.provinceName}${c.cityName}${c.areaName}` },
            { title: '申请账号', dataIndex: 'applicantPhone', width: 120 },
            {
              title: '营业执照',
              dataIndex: 'licenceUrl',
              width: 100,
              render: (url: string) =>
                isPdfUrl(url) ? (
                  <a href={url} target="_blank" rel="noreferrer">
                    查看
                  </a>
                ) : (
                  <Image
                    src={thumbnailUrl(url)}
                    preview={{ src: url }}
                    width={64}
                    height={44}
                    style={{ objectFit: 'cover' }}
                    alt="营业执照"
                  />
                ),
            },
            {
              title: '状态',
              dataIndex: 'auditStatus',
              width: 90,
              render: (s: 0 | 1 | 2) => (
                <Tag color={s === 1 ? 'green' : s === 2 ? 'red' : 'blue'}>{CERT_STATUS_LABEL[s]}</Tag>
              ),
            },
            {
              title: '操作',
              key: 'op',
              width: 150,
              render: (_: unknown, c) =>
                c.auditStatus === 0 ? (
                  <Space>
                    <Button type="link" size="small" onClick={() => void approve(c)}>
                      通过
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setRejecting(c)}>
                      驳回
                    </Button>
                  </Space>
                ) : (
                  (c.rejectReason ?? '—')
                ),
            },
          ]}
        />
      </div>
      <Modal
        open={rejecting !== null}
        title={`驳回：${rejecting?.companyName ?? ''}`}
        onCancel={() => setRejecting(null)}
        onOk={() => void reject()}
        okText="确认驳回"
        confirmLoading={audit.isPending}
        width={500}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder="请输入驳回原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
