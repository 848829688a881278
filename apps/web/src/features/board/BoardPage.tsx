/**
 * /board (经营概况, issue 60): staff see every dealer's sales; a dealer sees its own (a first-level dealer its
 * customers, another buyer what it bought and from whom). A period (日/周/月) holding a picked date, against the one
 * before; the figures (BoardBody.tsx) as lazy ECharts charts with their numbers a click away; staff click a province
 * on the map to see its dealers and a first-level dealer to see its second-level network; the board exports as xlsx
 * (with the picked province's dealers and dealer's network).
 */
import { BOARD_ROUTES as E, BOARD_UNITS, BOARD_UNIT_LABEL, mayCall, type BoardUnit } from '@portal/domain';
import { Button, DatePicker, Result, Segmented, Space } from 'antd';
import { useState } from 'react';
import { StaffHeader } from '../../components/StaffHeader.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { dayjs, type Dayjs } from '../../components/dates.ts';
import { useSession } from '../../session/store.ts';
import { BoardBody } from './BoardBody.tsx';
import { downloadBoard, useDealerBoard, useDealerNetwork, useProvinceDealers, useStaffBoard } from './queries.ts';

export default function BoardPage() {
  const { user } = useSession();
  const staff = mayCall(E.staff, user);
  const [unit, setUnit] = useState<BoardUnit>('month');
  const [at, setAt] = useState<Dayjs>(() => dayjs());
  const [province, setProvince] = useState<string | null>(null);
  const query = { unit, at: at.format('YYYY-MM-DD') };
  const staffBoard = useStaffBoard(query, staff);
  const dealerBoard = useDealerBoard(query, !staff && user !== null);
  const board = staff ? staffBoard.data : dealerBoard.data;
  const error = staff ? staffBoard.error : dealerBoard.error;
  const dealers = useProvinceDealers(query, staff ? province : null);
  const [dealer, setDealer] = useState<string | null>(null);
  const network = useDealerNetwork(query, staff ? dealer : null);
  const { message } = useApp();
  const [exporting, setExporting] = useState(false);
  const exportXlsx = () => {
    setExporting(true);
    downloadBoard(staff, query, province, dealer)
      .catch((e: Error) => message.error(e.message))
      .finally(() => setExporting(false));
  };
  if (!user) return <Result status="403" title="请先登录" />;
  if (error && !board) return <Result status="403" title={error.message} />;
  return (
    <div className="board-page" style={{ padding: 12 }}>
      <StaffHeader title="经营概况" links={[]} staff={staff} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={unit}
          options={BOARD_UNITS.map((u) => ({ value: u, label: BOARD_UNIT_LABEL[u] }))}
          onChange={(v) => setUnit(v as BoardUnit)}
        />
        <DatePicker value={at} allowClear={false} onChange={(d) => d && setAt(d)} aria-label="统计日期" />
        <Button
          onClick={() => {
            setUnit('month');
            setAt(dayjs().startOf('month').subtract(1, 'day'));
          }}
        >
          上月
        </Button>
        <Button loading={exporting} disabled={!board} onClick={exportXlsx}>
          导出 xlsx
        </Button>
      </Space>
      {board && (
        <BoardBody
          board={board}
          query={query}
          staff={staff}
          province={province}
          onProvince={setProvince}
          dealers={dealers.data?.dealers}
          onDealer={setDealer}
          network={network.data}
        />
      )}
    </div>
  );
}
