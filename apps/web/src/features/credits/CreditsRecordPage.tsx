/**
 * /memberStore/creditsExchange/record: my exchanges by status (with 去支付 and 取消兑换 for an unpaid cash part)
 * and, on the second tab (?tab=ledger), every change of my credits. ?exchangeNo= (after an exchange) or ?orderNo=
 * (back from the pay page) marks that exchange and says how it went.
 */
import {
  CREDIT_EXCHANGE_STATUS,
  CREDIT_EXCHANGE_STATUS_LABEL,
  CREDITS_WORDS,
  addressText,
  type CreditExchange,
  type CreditExchangeStatus,
} from '@portal/domain';
import { Alert, Button, Empty, Pagination, Segmented, Skeleton, Table, Tabs } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { countdownText, dateTimeText, secondsLeft } from '../../components/order-time.ts';
import { useNow } from '../../components/useNow.ts';
import { CreditsCost, CreditsPicture, ExchangeStatusTag } from './components.tsx';
import { useCancelExchange, useCreditAccount, useCreditExchange, useCreditLedger, useCreditRecord } from './queries.ts';
import './credits.css';

const STATUS_TABS: { value: number; label: string }[] = [
  { value: 0, label: '全部' },
  ...([1, 2, 3, 5] as CreditExchangeStatus[]).map((s) => ({ value: s, label: CREDIT_EXCHANGE_STATUS_LABEL[s] })),
];

export default function CreditsRecordPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ledger' ? 'ledger' : 'exchanges';
  const account = useCreditAccount();
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="credits-record">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span>
          我的积分：
          <b className="credits-cost" data-testid="record-balance">
            {account.data ? account.data.balance.toLocaleString('en-US') : '--'}
          </b>
        </span>
        <Link to="/memberStore/creditsExchange">
          <Button type="primary" ghost>
            继续兑换
          </Button>
        </Link>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'ledger' ? { tab: 'ledger' } : {}, { replace: true })}
        items={[
          { key: 'exchanges', label: '兑换记录', children: <Exchanges /> },
          { key: 'ledger', label: '积分明细', children: <Ledger /> },
        ]}
      />
    </div>
  );
}

function Exchanges() {
  const [params] = useSearchParams();
  const focus = params.get('exchangeNo') ?? params.get('orderNo');
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const record = useCreditRecord({ page, size, status: status || undefined });
  const focused = useCreditExchange(focus);
  const list = record.data?.list ?? [];
  return (
    <>
      {focused.data ? <FocusNotice e={focused.data} /> : null}
      <Segmented
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        options={STATUS_TABS}
        style={{ marginBottom: 16 }}
      />
      {record.isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description={<Link to="/memberStore/creditsExchange">暂无兑换记录，去积分商城看看</Link>} />
      ) : (
        list.map((e) => <ExchangeItem key={e.exchangeNo} e={e} highlight={e.exchangeNo === focus} />)
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination
          {...pager(page, size, record.data?.total ?? 0, (p, s) => {
            setPage(p);
            setSize(s);
          })}
          hideOnSinglePage
        />
      </div>
    </>
  );
}

function FocusNotice({ e }: { e: CreditExchange }) {
  if (e.status === CREDIT_EXCHANGE_STATUS.UNPAID) {
    return (
      <Alert type="warning" showIcon title={`兑换单 ${e.exchangeNo} 待支付现金部分`} style={{ marginBottom: 16 }} />
    );
  }
  if (e.status === CREDIT_EXCHANGE_STATUS.CANCELLED) {
    return (
      <Alert
        type="info"
        showIcon
        title={`兑换单 ${e.exchangeNo} 已取消：${e.cancelReason ?? ''}，积分已退回`}
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      data-testid="exchange-success"
      title={`${CREDITS_WORDS.exchanged}：${e.name} ×${e.quantity}，我们将尽快为您发货`}
      style={{ marginBottom: 16 }}
    />
  );
}

function ExchangeItem({ e, highlight }: { e: CreditExchange; highlight: boolean }) {
  const navigate = useNavigate();
  const { modal, message } = useApp();
  const cancel = useCancelExchange();
  const now = useNow(e.status === CREDIT_EXCHANGE_STATUS.UNPAID);
  const left = e.expiresAt ? secondsLeft(e.expiresAt, now) : 0;
  return (
    <div className={`credits-record-item${highlight ? ' highlight' : ''}`} data-testid="exchange-item">
      <CreditsPicture src={e.picUrl} alt={e.name} size={72} />
      <div className="credits-record-main">
        <div>
          <b>{e.name}</b> ×{e.quantity}
        </div>
        <div className="credits-muted">
          兑换单号 {e.exchangeNo} · {dateTimeText(e.createdAt)}
        </div>
        <div className="credits-muted" title={addressText(e.address)}>
          {e.address.contactName} {e.address.contactPhone} · {addressText(e.address)}
        </div>
        {e.remark ? <div className="credits-muted">备注：{e.remark}</div> : null}
      </div>
      <div className="credits-record-side">
        <CreditsCost credits={e.credits} cashFen={e.cashFen} />
        <ExchangeStatusTag status={e.status} />
        {e.status === CREDIT_EXCHANGE_STATUS.UNPAID && left > 0 ? (
          <span className="credits-muted">剩余 {countdownText(left)} 自动取消</span>
        ) : null}
        {e.status === CREDIT_EXCHANGE_STATUS.SHIPPED ? (
          <span className="credits-muted">发货时间 {dateTimeText(e.shippedAt)}</span>
        ) : null}
        {e.status === CREDIT_EXCHANGE_STATUS.UNPAID ? (
          <span style={{ display: 'flex', gap: 8 }}>
            <Button
              size="small"
              onClick={() =>
                modal.confirm({
                  title: '确定取消该兑换吗？',
                  content: '取消后积分将退回您的账户。',
                  okText: '取消兑换',
                  cancelText: '再想想',
                  onOk: () =>
                    cancel.mutateAsync(e.exchangeNo).then(() => void message.success(CREDITS_WORDS.cancelled)),
                })
              }
            >
              取消兑换
            </Button>
            <Button
              size="small"
              type="primary"
              disabled={left <= 0}
              onClick={() => navigate(`/pay-page?orderNo=${encodeURIComponent(e.exchangeNo)}&kind=credits_order`)}
            >
              去支付
            </Button>
          </span>
        ) : null}
      </div>
    </div>
  );
}

function Ledger() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const ledger = useCreditLedger(page, size);
  return (
    <Table
      rowKey="id"
      size="middle"
      loading={ledger.isLoading}
      dataSource={ledger.data?.list ?? []}
      locale={{ emptyText: '暂无积分变动' }}
      pagination={pager(page, size, ledger.data?.total ?? 0, (p, s) => {
        setPage(p);
        setSize(s);
      })}
      columns={[
        { title: '时间', width: 180, render: (_, r) => dateTimeText(r.createdAt) },
        { title: '类型', width: 130, dataIndex: 'refLabel' },
        { title: '说明', dataIndex: 'remark' },
        {
          title: '积分变动',
          width: 120,
          align: 'right',
          render: (_, r) => (
            <span className={`credits-delta ${r.delta > 0 ? 'plus' : 'minus'}`}>
              {r.delta > 0 ? `+${r.delta}` : r.delta}
            </span>
          ),
        },
      ]}
    />
  );
}
