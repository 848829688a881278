/** The time left to pay an order (its payUntil from the server); at zero the order is read again (the sweep closes it). */
import { SERVICE_PAY_MINUTES } from '@portal/domain';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function PayCountdown({ payUntil, onOver }: { payUntil: string; onOver(): void }) {
  const until = new Date(payUntil).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = until - now;
  useEffect(() => {
    if (left > 0) return;
    const t = setInterval(onOver, 5000);
    return () => clearInterval(t);
  }, [left > 0, onOver]); // eslint-disable-line react-hooks/exhaustive-deps
  return left > 0 ? (
    <Alert
      type="warning"
      showIcon
      data-testid="pay-countdown"
      message={`请在 ${mmss(left)} 内完成支付，超过 ${SERVICE_PAY_MINUTES} 分钟未支付订单将自动关闭`}
    />
  ) : (
    <Alert type="error" showIcon data-testid="pay-countdown" message="支付时间已到，订单即将关闭" />
  );
}
