import { ShopOutlined } from '@ant-design/icons';
import { DEALER_MESSAGES, DEALER_WORDS, UserType, currentShop, type Shop } from '@portal/domain';
import { Button, Empty, Popover, Result, Spin, Tag, Tooltip } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/store.ts';
import { BindDealerDialog } from './BindDealerDialog.tsx';
import { useBindDetail, useSetDefaultDealer, useToggleShop } from './queries.ts';
import './dealer.css';

/** Hover card of the current shop (part 2 Screen E): name, merchant number, contact phone, a switch link. */
function CurrentShopCard({ shop, onSwitch }: { shop: Shop; onSwitch(): void }) {
  return (
    <div className="shop-hover">
      <div>
        <b>{shop.parentMerchantName}</b>
      </div>
      <div>经销商编号：{shop.parentMerchantNo}</div>
      <div>联系电话：{shop.contactPhone ?? '—'}</div>
      <Button type="link" style={{ padding: 0 }} onClick={onSwitch}>
        切换店铺
      </Button>
    </div>
  );
}

/** /bindFirst: the ordering first-level dealer and, for enterprises, the shop list (switch shop, default). */
export default function BindFirstPage() {
  const { user, login } = useSession();
  const { message } = useApp();
  const detail = useBindDetail(login);
  const toggle = useToggleShop();
  const setDefault = useSetDefaultDealer();
  const [dialog, setDialog] = useState<'add' | 'modify' | null>(null);
  const isPerson = user?.userType === UserType.person;
  const shops = detail.data?.shops ?? [];
  const current = currentShop(shops);

  useEffect(() => {
    if (detail.isSuccess && detail.data.shops.length === 0) setDialog('add');
  }, [detail.isSuccess, detail.data]);

  if (!login) {
    return (
      <div className="container">
        <Result
          status="info"
          title="请先登录"
          subTitle="登录后即可选择下单一级经销商"
          extra={<Link to="/login">去登录</Link>}
        />
      </div>
    );
  }

  const doToggle = async (s: Shop) => {
    if (s.status !== 1) {
      void message.warning(s.msg ?? DEALER_MESSAGES.shopAbnormal);
      return;
    }
    await toggle.mutateAsync(s.parentMerchantNo).then(
      () => void message.success(DEALER_WORDS.operationSuccess),
      () => undefined,
    );
  };
  const doDefault = async (s: Shop) => {
    await setDefault.mutateAsync(s.parentMerchantNo).then(
      () => void message.success(DEALER_WORDS.operationSuccess),
      () => undefined,
    );
  };

  return (
    <div className="container" style={{ padding: '16px 0 40px' }}>
      <div className="shop-card">
        <h2>
          <ShopOutlined /> {isPerson ? '我的下单一级经销商' : '选择下单一级经销商'}
          {current ? (
            <Popover
              content={<CurrentShopCard shop={current} onSwitch={() => setDialog('modify')} />}
              placement="bottomLeft"
            >
              <Tag color="red" style={{ marginLeft: 12, cursor: 'default' }}>
                当前：{current.parentMerchantName}
              </Tag>
            </Popover>
          ) : null}
        </h2>
        {detail.isLoading ? (
          <Spin />
        ) : shops.length === 0 ? (
          <Empty description={isPerson ? DEALER_MESSAGES.dealerRequired : '您还未绑定一级经销商'}>
            <Button type="primary" onClick={() => setDialog('add')}>
              {isPerson ? '选择经销商' : '绑定一级经销商'}
            </Button>
          </Empty>
        ) : (
          <>
            <div className="shop-list">
              {shops.map((s) => {
                const disabled = s.status !== 1;
                const item = (
                  <div
                    key={s.shopNo}
                    className={`shop-item${s.choosing === 1 ? ' current' : ''}${disabled ? ' disabled' : ''}`}
                    data-testid={`shop-${s.parentMerchantNo}`}
                  >
                    <div className="shop-item-main">
                      <div>
                        <b>{s.parentMerchantName}</b>
                        {s.choosing === 1 ? <Tag color="red">当前下单</Tag> : null}
                        {s.defaultStatus === 1 ? <Tag color="blue">默认</Tag> : null}
                        {disabled ? <Tag>异常</Tag> : null}
                      </div>
                      <div className="shop-item-sub">
                        经销商编号：{s.parentMerchantNo}
                        {'\u3000'}联系电话：{s.contactPhone ?? '—'}
                        {disabled ? `\u3000${s.msg ?? DEALER_MESSAGES.shopAbnormal}` : ''}
                      </div>
                    </div>
                    <div>
                      {!isPerson && s.choosing !== 1 ? (
                        <Button
                          type="link"
                          disabled={disabled}
                          loading={toggle.isPending}
                          onClick={() => void doToggle(s)}
                        >
                          切换为当前店铺
                        </Button>
                      ) : null}
                      {detail.data?.canSetDefault && s.defaultStatus !== 1 ? (
                        <Button type="link" disabled={disabled} onClick={() => void doDefault(s)}>
                          设为默认
                        </Button>
                      ) : null}
                    </div>
                  </div>
                );
                return disabled ? (
                  <Tooltip key={s.shopNo} title={s.msg ?? DEALER_MESSAGES.shopAbnormal}>
                    {item}
                  </Tooltip>
                ) : (
                  item
                );
              })}
            </div>
            <div style={{ display: 'flex', gap: 12 }}>
              <Button type="primary" onClick={() => setDialog('modify')}>
                更换下单一级经销商
              </Button>
              {!isPerson ? <Button onClick={() => setDialog('add')}>新增一级经销商</Button> : null}
            </div>
          </>
        )}
      </div>
      <BindDealerDialog
        open={dialog !== null}
        mode={dialog ?? 'add'}
        current={dialog === 'modify' ? detail.data?.current : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
