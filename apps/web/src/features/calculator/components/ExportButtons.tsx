import { FileImageOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useState } from 'react';
import { downloadBlob, renderExportPng, type ExportDoc } from '../export-image.ts';

/** Print (the print stylesheet shows only the result: save as PDF from the dialog) and PNG export. */
export function ExportButtons({ doc }: { doc: () => ExportDoc }) {
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const exportImage = async () => {
    setBusy(true);
    try {
      const d = doc();
      downloadBlob(await renderExportPng(d), `${d.title}-计算结果.png`);
    } catch {
      void message.error('导出图片失败,请使用打印功能另存为PDF');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space className="calc-no-print" wrap>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        打印 / 导出PDF
      </Button>
      <Button icon={<FileImageOutlined />} loading={busy} onClick={() => void exportImage()}>
        导出图片
      </Button>
    </Space>
  );
}
