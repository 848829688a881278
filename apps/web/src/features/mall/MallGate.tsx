/**
 * The procurement mall's pages open for the user types that buy in it (individuals, second-level and gold
 * second-level dealers) once a first-level dealer is bound (part 1 §2, §5, §6). Others see why and where to go
 * instead; an unbound buyer sees the same prompt the navigation shows and binds in place.
 */
import { fulfilsMallOrders, hasProcurementMall, mallPrompt, MERCHANT_CENTRE_PATH, UserType } from '@portal/domain';
import { Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ssoLoginUrl } from '../../config.ts';
import { useSession } from '../../session/store.ts';
import { BindDealerDialog } from '../dealer/index.ts';

export function MallGate({ children }: { children: ReactNode }) {
  const { user, login } = useSession();
  const [binding, setBinding] = useState(false);

  if (!login || !user) {
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="登录后即可在采购商城选购"
        extra={
          <Button type="primary" href={ssoLoginUrl(window.location.href)}>
            去登录
          </Button>
        }
      />
    );
  }
  if (!hasProcurementMall(user.userType)) {
    return fulfilsMallOrders(user.userType) ? (
      <Result
        status="info"
        title="一级经销商无需在采购商城下单"
        subTitle="您的客户在采购商城向本店下的订单，请在客户运营中心查看并发货"
        extra={
          <Link to={MERCHANT_CENTRE_PATH}>
            <Button type="primary">前往客户运营中心</Button>
          </Link>
        }
      />
    ) : (
      <Result
        status="info"
        title="当前身份不能使用采购商城"
        subTitle="采购商城面向个人用户、二级经销商与金牌二级经销商"
        extra={
          <Link to="/product">
            <Button type="primary">浏览全部产品</Button>
          </Link>
        }
      />
    );
  }
  const prompt = mallPrompt(user.userType, user.hasBindFirstDistributor);
  if (prompt) {
    return (
      <>
        <Result
          status="warning"
          title={prompt}
          extra={
            <Button type="primary" onClick={() => setBinding(true)}>
              {user.userType === UserType.person ? '去选择' : '去绑定'}
            </Button>
          }
        />
        <BindDealerDialog open={binding} mode="add" onClose={() => setBinding(false)} />
      </>
    );
  }
  return <>{children}</>;
}
