import { DatabaseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Pagination, Table, Tabs } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useState } from 'react';
import {
  CATALOGUE_KINDS,
  fetchCataloguePage,
  fetchCategoryTree,
  PAGE_SIZE,
  type CatalogueKind,
  type CatalogueRow,
} from '../catalogue.ts';

const catalogueKeys = {
  all: ['calculator', 'catalogue'] as const,
  tree: () => [...catalogueKeys.all, 'tree'] as const,
  page: (kind: CatalogueKind, keyword: string, page: number) =>
    [...catalogueKeys.all, 'page', kind, keyword, page] as const,
};

interface DialogProps {
  open: boolean;
  kinds: CatalogueKind[];
  onPick: (kind: CatalogueKind, row: CatalogueRow) => void;
  onClose: () => void;
}

/** A dialog listing real models of the catalogue; choosing one hands its attributes to the calculator. */
function CatalogueDialog({ open, kinds, onPick, onClose }: DialogProps) {
  const [kind, setKind] = useState<CatalogueKind>(kinds[0] ?? 'camera');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const tree = useQuery({
    queryKey: catalogueKeys.tree(),
    queryFn: fetchCategoryTree,
    enabled: open,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const treeSettled = tree.isSuccess || tree.isError;
  const list = useQuery({
    queryKey: catalogueKeys.page(kind, keyword, page),
    queryFn: () => fetchCataloguePage(kind, tree.data ?? [], keyword, page),
    enabled: open && treeSettled,
    staleTime: 60_000,
    retry: false,
  });
  const info = CATALOGUE_KINDS[kind];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={900}
      title="从产品库选择"
      destroyOnHidden
      className="calc-catalogue"
    >
      {kinds.length > 1 ? (
        <Tabs
          activeKey={kind}
          onChange={(k) => {
            setKind(k as CatalogueKind);
            setPage(1);
          }}
          items={kinds.map((k) => ({ key: k, label: CATALOGUE_KINDS[k].label }))}
        />
      ) : null}
      <Input.Search
        placeholder={`搜索${info.label}型号或名称`}
        allowClear
        enterButton="搜索"
        onSearch={(v) => {
          setKeyword(v);
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {list.isError ? (
        <Empty description="产品库暂时无法访问,请稍后再试或手动输入参数" />
      ) : (
        <>
          <Table<CatalogueRow>
            rowKey="key"
            size="small"
            loading={list.isLoading || !treeSettled}
            dataSource={list.data?.rows ?? []}
            pagination={false}
            scroll={{ y: 420 }}
            locale={{ emptyText: <Empty description={`没有找到${info.label}`} /> }}
            columns={[
              { title: '型号', dataIndex: 'model', width: 230, render: (m: string) => <b>{m}</b> },
              {
                title: '名称',
                dataIndex: 'skuName',
                width: 230,
                render: (n: string, r) => (
                  <span>
                    {r.brandName ? <span className="calc-brand">{r.brandName}</span> : null}
                    {n}
                  </span>
                ),
              },
              { title: '关键参数', key: 'attrs', render: (_: unknown, r) => info.describe(r.attrs) || '-' },
              {
                title: '操作',
                key: 'op',
                width: 80,
                render: (_: unknown, r) => (
                  <Button type="link" size="small" onClick={() => onPick(kind, r)}>
                    选用
                  </Button>
                ),
              },
            ]}
          />
          {(list.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 12, textAlign: 'right' }}
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}

/** The 'pick from catalogue' button with its dialog. `onPick` answers the message shown after filling. */
export function CatalogueButton(props: {
  kinds: CatalogueKind[];
  label?: string;
  size?: 'small' | 'middle';
  onPick: (kind: CatalogueKind, row: CatalogueRow) => string;
}) {
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="calc-no-print" size={props.size} icon={<DatabaseOutlined />} onClick={() => setOpen(true)}>
        {props.label ?? '从产品库选择'}
      </Button>
      <CatalogueDialog
        open={open}
        kinds={props.kinds}
        onClose={() => setOpen(false)}
        onPick={(kind, row) => {
          const filled = props.onPick(kind, row);
          setOpen(false);
          void message.success(`已按${row.model}填入:${filled}`);
        }}
      />
    </>
  );
}
