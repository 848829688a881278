/**
 * /merchantCenter is the first-level dealer's side of mall orders (owner and staff). Guests are asked to log in;
 * other user types are told where their own orders are.
 */
import { fulfilsMallOrders, hasProcurementMall, MERCHANT_CENTRE_PATH, usesWorkbench } from '@portal/domain';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ssoLoginUrl } from '../../config.ts';
import { useSession } from '../../session/store.ts';

export function MerchantGate({ children }: { children: ReactNode }) {
  const { user, login } = useSession();
  if (!login || !user) {
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="客户运营中心供一级经销商处理客户的采购订单，登录后使用"
        extra={
          <Button type="primary" href={ssoLoginUrl(window.location.href)}>
            去登录
          </Button>
        }
      />
    );
  }
  // Other workbench accounts (certified second-level dealers, several identities) open on their account info.
  if (!fulfilsMallOrders(user.userType) && usesWorkbench(user))
    return <Navigate to={`${MERCHANT_CENTRE_PATH}/accountInfo`} replace />;
  if (!fulfilsMallOrders(user.userType)) {
    const buyer = hasProcurementMall(user.userType);
    return (
      <Result
        status="info"
        title="客户运营中心仅对一级经销商开放"
        subTitle={buyer ? '您在采购商城下的订单可在“采购订单”中查看' : '一级经销商及其员工在这里处理客户的采购订单'}
        extra={
          buyer ? (
            <Link to="/memberStore/purchaseOrders">
              <Button type="primary">查看我的采购订单</Button>
            </Link>
          ) : (
            <Link to="/home">
              <Button type="primary">返回首页</Button>
            </Link>
          )
        }
      />
    );
  }
  return <>{children}</>;
}
