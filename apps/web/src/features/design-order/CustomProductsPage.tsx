/** /member/customProducts: the account's private products with the private toolbar, edit and delete. */
import { formatFenGrouped, type SpuWithSkus } from '@portal/domain';
import { pager } from '../../components/pagination.ts';
import { Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useProducts } from './queries.ts';
import { LazyPrivateProductDialog, PrivateToolbar, useDeletePrivate } from '../private-product/index.ts';

export default function CustomProductsPage() {
  const { message } = useApp();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useProducts({ tab: 'custom', customSpuSource: 0, keyword: keyword || undefined, page, size });
  const del = useDeletePrivate();
  return (
    <div style={{ background: '#fff', padding: 24, borderRadius: 4 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          自定义产品
        </Typography.Title>
        <Input.Search
          allowClear
          placeholder="产品名称"
          maxLength={50}
          style={{ width: 240 }}
          onSearch={(v) => (setKeyword(v.trim()), setPage(1))}
        />
      </Space>
      <div style={{ marginBottom: 12 }}>
        <PrivateToolbar selected={selected} onDeleted={() => setSelected([])} />
      </div>
      <Table<SpuWithSkus>
        rowKey="spuNo"
        loading={list.isFetching && (!list.data || list.isPlaceholderData)}
        dataSource={list.data?.list ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }}
        locale={{ emptyText: '暂无自定义产品' }}
        pagination={pager(page, size, list.data?.total ?? 0, (p, s) => (setPage(p), setSize(s)))}
        columns={[
          { title: '产品名称', dataIndex: 'spuName' },
          { title: '品牌', dataIndex: 'brandName', width: 140 },
          {
            title: '产品分类',
            key: 'cat',
            width: 200,
            render: (_, s) => [s.firstCatagoryName, s.secondCatagoryName].filter(Boolean).join(' > ') || '-',
          },
          {
            title: '单价(元)',
            key: 'price',
            width: 120,
            render: (_, s) => (s.skus[0]?.price == null ? '暂无价格' : `¥${formatFenGrouped(s.skus[0].price)}`),
          },
          { title: '产品描述', dataIndex: 'spuDesc', ellipsis: true },
          {
            title: '操作',
            key: 'act',
            width: 130,
            render: (_, s) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(s.spuNo)}>
                  编辑
                </Button>
                <Popconfirm
                  title="请确认是否删除该产品"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => del.mutateAsync([s.spuNo]).then(() => message.success('删除成功'))}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <LazyPrivateProductDialog
        kind={editing ? 'selfCustomEdit' : null}
        spuNo={editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
