/**
 * /pay-page?orderNo=...&kind=mall_order: what is due, the time left, the QR code of the chosen channel (微信支付 /
 * 支付宝, drawn from the code URL the gateway answered) or the wallet — only the channels the server says are on
 * (`pay/channels`); the payable's status is polled every 2 s and the page leaves to the order once it is paid.
 * On a phone (a narrow screen or a phone's browser, `paysOnPhone`) a channel is paid in the phone's own browser:
 * 去支付 opens WeChat Pay H5 / Alipay's mobile-web cashier, which brings the payer back here (issue 58 §2).
 */
import {
  PAYMENT_MESSAGES,
  PAYMENT_WORDS,
  PAY_CHANNEL_LABEL,
  countdownText,
  formatPriceFen,
  paysOnPhone,
  type PayChannel,
  type PaySummary,
  type QrPayChannel,
} from '@portal/domain';
import { Button, Result, Skeleton, Spin, Tabs } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useNow } from '../../components/useNow.ts';
import { usePhone } from '../../components/usePhone.ts';
import {
  useH5Payment,
  usePayChannels,
  usePayStatus,
  usePaySummary,
  useQrPayment,
  useWalletBalance,
  useWalletUrl,
} from './queries.ts';
import './payment.css';

const SCAN_TIP: Record<QrPayChannel, string> = {
  wechat: '请使用微信“扫一扫”扫描二维码完成支付',
  alipay: '请使用支付宝“扫一扫”扫描二维码完成支付',
};

function QrPanel({
  kind,
  orderNo,
  channel,
  sandbox,
}: {
  kind: string;
  orderNo: string;
  channel: QrPayChannel;
  sandbox: boolean;
}) {
  const q = useQrPayment(kind, orderNo, channel, true);
  if (q.isPending) {
    return (
      <div className="pay-qr-box">
        <Spin tip="正在生成二维码…">
          <div className="pay-qr-placeholder" />
        </Spin>
      </div>
    );
  }
  if (q.isError) {
    return (
      <Result
        status="warning"
        title="二维码生成失败"
        subTitle={q.error.message}
        extra={<Button onClick={() => void q.refetch()}>重新生成</Button>}
      />
    );
  }
  const p = q.data;
  return (
    <div className="pay-qr-box">
      <img
        className="pay-qr-img"
        src={p.qrImage}
        alt={`${PAY_CHANNEL_LABEL[channel]}二维码`}
        width={200}
        height={200}
      />
      <p className="pay-qr-tip">{SCAN_TIP[channel]}</p>
      {sandbox ? <p className="pay-warn">演示沙箱：扫码页由本站模拟，不会真实扣款</p> : null}
      <a href={p.codeUrl} target="_blank" rel="noopener noreferrer" data-testid={`code-url-${channel}`}>
        在新页面打开扫码支付页
      </a>
    </div>
  );
}

const H5_TIP: Record<QrPayChannel, string> = {
  wechat: '将打开微信支付完成付款，付款后自动返回本页',
  alipay: '将打开支付宝完成付款，付款后自动返回本页',
};

/** The phone's way: 去支付 opens the channel's cashier in this browser; it returns here once paid. */
function H5Panel({
  kind,
  orderNo,
  channel,
  sandbox,
  onScan,
}: {
  kind: string;
  orderNo: string;
  channel: QrPayChannel;
  sandbox: boolean;
  onScan: () => void;
}) {
  const q = useH5Payment(kind, orderNo, channel, true);
  if (q.isError) {
    return (
      <Result
        status="warning"
        title="支付发起失败"
        subTitle={q.error.message}
        extra={<Button onClick={() => void q.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <div className="pay-h5-box">
      <p className="pay-qr-tip">{H5_TIP[channel]}</p>
      {sandbox ? <p className="pay-warn">演示沙箱：支付页由本站模拟，不会真实扣款</p> : null}
      <Button
        type="primary"
        size="large"
        block
        href={q.data?.payUrl}
        loading={q.isPending}
        data-testid={`h5-pay-${channel}`}
      >
        去支付
      </Button>
      <Button type="link" onClick={onScan}>
        改用扫码支付
      </Button>
    </div>
  );
}

function WalletPanel({ kind, orderNo, amountFen }: { kind: string; orderNo: string; amountFen: number }) {
  const navigate = useNavigate();
  const balance = useWalletBalance(true);
  const walletUrl = useWalletUrl();
  const short = balance.data !== undefined && balance.data.balanceFen < amountFen;
  return (
    <div className="pay-wallet-box">
      <p>
        钱包余额：
        <strong>{balance.data ? formatPriceFen(balance.data.balanceFen) : '—'}</strong>
      </p>
      {short ? <p className="pay-warn">{PAYMENT_MESSAGES.walletShort}</p> : null}
      <Button
        type="primary"
        disabled={short || balance.isPending}
        loading={walletUrl.isPending}
        onClick={() =>
          walletUrl.mutate(
            { walletChannel: kind, orderNo },
            {
              onSuccess: (r) => {
                // The answered URL is absolute (PUBLIC_BASE_URL); stay on this origin, where the session is.
                const u = new URL(r.url, window.location.origin);
                navigate(`${u.pathname}${u.search}`);
              },
            },
          )
        }
      >
        使用钱包支付
      </Button>
    </div>
  );
}

function Closed({ s, title }: { s: PaySummary; title: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={s.reason ?? PAYMENT_MESSAGES.closed}
      extra={
        <Link to={s.returnPath}>
          <Button type="primary">查看订单</Button>
        </Link>
      }
    />
  );
}

export default function PayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const kind = params.get('kind') || 'mall_order';
  const navigate = useNavigate();
  const { message } = useApp();
  const summary = usePaySummary(kind, orderNo);
  const channels = usePayChannels();
  const s = summary.data;
  const open = !!s && s.payable;
  const status = usePayStatus(kind, orderNo, open);
  const now = useNow(open);
  const [picked, setPicked] = useState<PayChannel | null>(null);
  const narrow = usePhone();
  const [scan, setScan] = useState(false);
  const h5 = !scan && (narrow || paysOnPhone(window.innerWidth, navigator.userAgent));
  const on = channels.data?.channels ?? [];
  const sandbox = channels.data?.sandbox ?? [];
  const channel = picked && on.includes(picked) ? picked : on[0];
  const left = s ? new Date(s.expiresAt).getTime() - now : 0;
  const paid = status.data?.paid || s?.paid;
  const leaving = useRef(false);

  useEffect(() => {
    if (!paid || !s || leaving.current) return;
    leaving.current = true;
    void message.success(PAYMENT_WORDS.paid);
    navigate(s.returnPath, { replace: true });
  }, [paid, s, message, navigate]);

  if (!orderNo)
    return <Result status="404" title="缺少订单号" extra={<Link to="/memberStore/purchaseOrders">我的订单</Link>} />;
  if (summary.isPending || channels.isPending) return <Skeleton active className="pay-page" />;
  if (summary.isError || !s) {
    return <Result status="error" title={summary.error?.message ?? PAYMENT_MESSAGES.notFound} />;
  }
  if (paid) return <Result status="success" title={PAYMENT_WORDS.paid} subTitle="正在跳转到订单详情…" />;
  if (s.closed || status.data?.closed || left <= 0) {
    return <Closed s={s} title={left <= 0 && !s.closed ? PAYMENT_MESSAGES.expired : '订单已关闭'} />;
  }
  if (!s.payable) return <Closed s={s} title="订单当前不可支付" />;
  if (!channel) {
    return (
      <Result
        status="warning"
        title={channels.isError ? channels.error.message : '本站暂未开通在线支付'}
        subTitle="请稍后再试或联系客服"
      />
    );
  }

  return (
    <div className="pay-page">
      <section className="pay-head">
        <div>
          <h2>订单提交成功，请尽快付款！</h2>
          <p>
            订单号：<span data-testid="pay-order-no">{s.orderNo}</span>
          </p>
          <p className="pay-subject">{s.subject}</p>
        </div>
        <div className="pay-amount">
          <p>
            应付金额 <strong data-testid="pay-amount">{formatPriceFen(s.amountFen)}</strong>
          </p>
          <p>
            剩余支付时间 <span className="pay-countdown">{countdownText(left)}</span>
            ，超时订单将自动关闭
          </p>
        </div>
      </section>
      <Tabs
        className="pay-tabs"
        activeKey={channel}
        onChange={(k) => setPicked(k as PayChannel)}
        items={on.map((c) => ({
          key: c,
          label: PAY_CHANNEL_LABEL[c],
          children:
            c === 'wallet' ? (
              <WalletPanel kind={kind} orderNo={orderNo} amountFen={s.amountFen} />
            ) : h5 ? (
              <H5Panel
                kind={kind}
                orderNo={orderNo}
                channel={c}
                sandbox={sandbox.includes(c)}
                onScan={() => setScan(true)}
              />
            ) : (
              <QrPanel kind={kind} orderNo={orderNo} channel={c} sandbox={sandbox.includes(c)} />
            ),
        }))}
        destroyOnHidden
      />
      <p className="pay-foot">支付完成后页面将自动跳转；如已支付但未跳转，请稍候或在订单详情中查看。</p>
    </div>
  );
}
