/** The in-page detail of a user-defined product (they have no product detail route). */
import { formatFenGrouped } from '@portal/domain';
import { Descriptions, Image, Modal, Space, Spin } from 'antd';
import { usePrivateDetail } from './queries.ts';

export function PrivateDetailModal({ spuNo, onClose }: { spuNo: string | null; onClose: () => void }) {
  const d = usePrivateDetail(spuNo);
  return (
    <Modal title="自定义产品详情" open={!!spuNo} footer={null} onCancel={onClose} width={620} destroyOnHidden>
      {d.data ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="产品名称">{d.data.spuName}</Descriptions.Item>
          <Descriptions.Item label="型号">{d.data.model}</Descriptions.Item>
          <Descriptions.Item label="产品分类">{d.data.categoryName || '-'}</Descriptions.Item>
          <Descriptions.Item label="单价">
            {d.data.price === null ? '暂无价格' : `¥${formatFenGrouped(d.data.price)}`}
          </Descriptions.Item>
          <Descriptions.Item label="品牌">{d.data.brandName || '-'}</Descriptions.Item>
          <Descriptions.Item label="产品描述">{d.data.spuDesc || '-'}</Descriptions.Item>
          <Descriptions.Item label="产品图片">
            {d.data.mainPics.length ? (
              <Space wrap>
                {d.data.mainPics.map((u) => (
                  <Image key={u} src={u} width={72} height={72} style={{ objectFit: 'cover' }} />
                ))}
              </Space>
            ) : (
              '-'
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      )}
    </Modal>
  );
}
