/**
 * The compare result's dialog, loaded when a person first starts comparing (CompareBar): antd's Modal and the table
 * are not on the product pages' first screen (issue 22).
 */
import type { CompareResult } from '@portal/domain';
import Modal from 'antd/es/modal/Modal';
import { CompareTable } from './CompareTable.tsx';

export default function CompareDialog({
  open,
  result,
  onClose,
  onRemove,
}: {
  open: boolean;
  result: CompareResult | undefined;
  onClose: () => void;
  onRemove: (skuNo: string, spuNo: string) => void;
}) {
  return (
    <Modal
      open={open}
      width={1152}
      title="产品对比结果"
      footer={null}
      maskClosable={false}
      keyboard={false}
      onCancel={onClose}
      destroyOnHidden
    >
      <CompareTable result={result} onRemove={onRemove} />
    </Modal>
  );
}
