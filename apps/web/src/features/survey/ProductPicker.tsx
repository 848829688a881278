/** The product picker: the catalogue (models with their price), searched by keyword; choosing one starts placing it. */
import { formatFenGrouped } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, List, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { spuPageWithSkus, useSkuAttrs } from '../catalogue/index.ts';

/** The attribute that marks a camera (its coverage is drawn): asked for the listed models only. */
const CAMERA_KEY = 'resolutionMP';

export function ProductPicker(props: {
  open: boolean;
  onClose: () => void;
  onPick: (skuNo: string, label: string) => void;
}) {
  const [keyword, setKeyword] = useState('摄像机');
  const products = useQuery({
    queryKey: ['survey', 'picker', keyword],
    queryFn: async ({ signal }) => (await spuPageWithSkus({ type: 0, keyword, page: 1, size: 10 }, signal)).list,
    enabled: props.open,
  });
  const rows = (products.data ?? []).flatMap((s) => s.skus.slice(0, 3).map((k) => ({ s, k })));
  const attrs = useSkuAttrs(
    rows.map((r) => r.k.skuNo),
    { keys: [CAMERA_KEY] },
  );
  return (
    <Modal title="从产品库选择" open={props.open} onCancel={props.onClose} footer={null} width={720}>
      <Input.Search defaultValue={keyword} onSearch={setKeyword} placeholder="搜索产品名称或型号" enterButton="搜索" />
      <List
        loading={products.isLoading}
        dataSource={rows}
        style={{ marginTop: 12, maxHeight: 460, overflow: 'auto' }}
        renderItem={({ s, k }) => (
          <List.Item
            data-testid="picker-item"
            actions={[
              <Button
                key="pick"
                type="link"
                onClick={() => {
                  props.onPick(k.skuNo, k.model);
                  props.onClose();
                }}
              >
                布设
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space>
                  {s.spuName}
                  {attrs.data?.get(k.skuNo)?.attrs[CAMERA_KEY] !== undefined && <Tag color="blue">摄像机</Tag>}
                </Space>
              }
              description={`${k.model} · ${k.price === null ? '暂无价格' : `¥${formatFenGrouped(k.price)}`}`}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
