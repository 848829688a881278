/** 导出发票明细: the shop's invoices issued in a period (this month by default) as an xlsx for its accountant. */
import { DownloadOutlined } from '@ant-design/icons';
import { INVOICE_API } from '@portal/domain';
import { Button, DatePicker, Space } from 'antd';
import { dayjs, type Dayjs } from '../../components/dates.ts';
import { useState } from 'react';
import { downloadFile } from '../../api/download.ts';
import { useApp } from '../../components/feedback/useApp.ts';

export function ExportButton() {
  const { message } = useApp();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [busy, setBusy] = useState(false);
  const run = () => {
    const [from, to] = range.map((d) => d.format('YYYY-MM-DD')) as [string, string];
    setBusy(true);
    downloadFile(`${INVOICE_API.sellerXlsx}?from=${from}&to=${to}`, `发票明细-${from}至${to}.xlsx`)
      .catch((e: Error) => void message.error(e.message || '导出失败，请稍后重试'))
      .finally(() => setBusy(false));
  };
  return (
    <Space.Compact>
      <DatePicker.RangePicker
        allowClear={false}
        value={range}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
      />
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        导出发票明细
      </Button>
    </Space.Compact>
  );
}
