/** The calibration dialog (its own chunk, tools.tsx: loaded when two points are first clicked). */
import { type ImagePoint } from '@portal/domain';
import { InputNumber, Modal } from 'antd';

/** The calibration's second step: the real distance between the two clicked points. */
export function CalibrateDialog({
  calib,
  metres,
  onMetres,
  onClose,
  onApply,
}: {
  calib: { a: ImagePoint; b: ImagePoint } | null;
  metres: number | null;
  onMetres: (m: number | null) => void;
  onClose: () => void;
  onApply: (realMm: number) => void;
}) {
  return (
    <Modal title="标定比例" open={!!calib} okText="确定" onCancel={onClose} onOk={() => onApply((metres ?? 0) * 1000)}>
      <p>两点之间的实际距离：</p>
      <InputNumber
        aria-label="实际距离"
        addonAfter="米"
        value={metres}
        onChange={onMetres}
        min={0}
        style={{ width: 200 }}
      />
    </Modal>
  );
}
