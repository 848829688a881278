/**
 * The head of the procurement mall: whose goods and prices these are (the current first-level dealer the buyer
 * orders from) and a way to change it — the dealer-binding dialog (更换), and for enterprises with several bound
 * dealers a quick switch between them. Prices follow the dealer, so a change re-reads the list and the cart.
 */
import { DownOutlined, ShopOutlined, SwapOutlined } from '@ant-design/icons';
import { currentShop, DEALER_MESSAGES, DEALER_WORDS, UserType } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Skeleton, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useSession } from '../../session/store.ts';
import { cartKeys } from '../cart/index.ts';
import { BindDealerDialog, useBindDetail, useToggleShop } from '../dealer/index.ts';
import { catalogueKeys } from '../catalogue/index.ts';
import { orderKeys } from '../order/index.ts';
import './mall.css';

export function DealerBanner() {
  const { user } = useSession();
  const { message } = useApp();
  const qc = useQueryClient();
  const detail = useBindDetail();
  const toggle = useToggleShop();
  const [changing, setChanging] = useState(false);
  const isPerson = user?.userType === UserType.person;
  const shops = detail.data?.shops ?? [];
  const shop = currentShop(shops);
  const others = shops.filter((s) => s !== shop);

  /** Prices (and so the list, the detail, the cart and settlement) follow the current dealer. */
  const refreshPrices = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: catalogueKeys.all }),
      qc.invalidateQueries({ queryKey: cartKeys.all }),
      qc.invalidateQueries({ queryKey: orderKeys.all }),
    ]);

  const switchTo = async (merchantNo: string) => {
    const target = shops.find((s) => s.parentMerchantNo === merchantNo);
    if (target && target.status !== 1) {
      void message.warning(target.msg ?? DEALER_MESSAGES.shopAbnormal);
      return;
    }
    await toggle.mutateAsync(merchantNo).then(
      async () => {
        await refreshPrices();
        void message.success(DEALER_WORDS.operationSuccess);
      },
      () => undefined,
    );
  };

  if (detail.isLoading) return <Skeleton.Input active block style={{ height: 56, marginBottom: 12 }} />;
  return (
    <div className="mall-dealer" data-testid="mall-dealer">
      <ShopOutlined className="mall-dealer-icon" />
      <div className="mall-dealer-main">
        <div className="mall-dealer-label">{isPerson ? '我的下单一级经销商' : '当前下单店铺'}</div>
        <div className="mall-dealer-name" data-testid="mall-dealer-name">
          {shop?.parentMerchantName ?? detail.data?.current?.bindMerchantName ?? '—'}
          {shop ? <Tag className="mall-dealer-no">{shop.parentMerchantNo}</Tag> : null}
        </div>
      </div>
      <div className="mall-dealer-hint">商品价格与库存按该经销商供货显示</div>
      <div className="mall-dealer-actions">
        {!isPerson && others.length ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: others.map((s) => ({
                key: s.parentMerchantNo,
                label: `${s.parentMerchantName}${s.status === 1 ? '' : '（异常）'}`,
              })),
              onClick: ({ key }) => void switchTo(key),
            }}
          >
            <Button loading={toggle.isPending} icon={<SwapOutlined />}>
              切换店铺 <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
        <Button type="link" onClick={() => setChanging(true)}>
          更换经销商
        </Button>
      </div>
      <BindDealerDialog
        open={changing}
        mode="modify"
        current={detail.data?.current}
        onClose={() => setChanging(false)}
        onBound={() => void refreshPrices()}
      />
    </div>
  );
}
