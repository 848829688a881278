/**
 * The integration keys an ERP pushes with (issue 42 §5): made with a name and shown once (only its hash is kept),
 * listed by name and prefix with when it was last used, revoked for good.
 */
import { IMPORT_LIMITS, IMPORTS_ROUTES, type IntegrationKey } from '@portal/domain';
import { Alert, Button, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useApp } from '../../components/feedback/useApp.ts';
import { dateTimeText as beijingTime } from '../../components/order-time.ts';
import { useCreateKey, useIntegrationKeys, useRevokeKey } from './queries.ts';

export function IntegrationKeys() {
  const { message } = useApp();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const { data, isFetching } = useIntegrationKeys();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  return (
    <>
      <Typography.Paragraph type="secondary">
        ERP 以请求头 <code>X-Integration-Key</code> 调用 <code>POST {IMPORTS_ROUTES.push.path}</code>
        ，按模板的列名推送各工作表的行（JSON），校验与写入与上传相同；dryRun 为 true 时只返回报告。
      </Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Input
          placeholder="名称，如 用友U8"
          value={name}
          maxLength={IMPORT_LIMITS.keyNameMax}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 220 }}
        />
        <Button
          type="primary"
          disabled={!name.trim()}
          loading={create.isPending}
          onClick={() =>
            create.mutate(name.trim(), {
              onSuccess: (k) => (setShown({ name: k.name, secret: k.secret }), setName('')),
            })
          }
        >
          创建密钥
        </Button>
      </Space>
      {shown && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setShown(null)}
          style={{ marginBottom: 12 }}
          title={`「${shown.name}」的密钥只显示这一次，请立即复制保存`}
          description={
            <Typography.Text copyable code data-testid="integration-secret">
              {shown.secret}
            </Typography.Text>
          }
        />
      )}
      <Table<IntegrationKey>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        data-testid="integration-keys"
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '前缀', dataIndex: 'prefix', width: 130, render: (p: string) => <code>{p}…</code> },
          { title: '创建时间', dataIndex: 'createdAt', width: 170, render: beijingTime },
          {
            title: '最近使用',
            dataIndex: 'lastUsedAt',
            width: 170,
            render: (t: string | null) => (t ? beijingTime(t) : '—'),
          },
          {
            title: '状态',
            width: 150,
            render: (_, k) =>
              k.revokedAt ? (
                <Tag>已吊销 {beijingTime(k.revokedAt)}</Tag>
              ) : (
                <Popconfirm
                  title="吊销后该密钥立即失效，不可恢复"
                  onConfirm={() => revoke.mutate(k.id, { onSuccess: () => void message.success('已吊销') })}
                >
                  <Button size="small" danger>
                    吊销
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}
