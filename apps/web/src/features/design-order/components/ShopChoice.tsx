/**
 * Screen E: the current shop as a hover card (name, merchant number, contact phone, a switch link) and the
 * choose-first-level-distributor dialog, pre-selecting the shop with choosing = 1; an abnormal shop (status 0)
 * is disabled with its message. Uses the dealer issue's calls (getBindDetail, toggleShop).
 */
import { Button, Popover } from 'antd';
import { lazy, useState } from 'react';
import { hasTokenCookie } from '../../../api/tokens.ts';
import { useBindDetail } from '../../dealer/index.ts';
import { WhenOpened } from '../../../components/lazy.tsx';

const ShopChoiceDialog = lazy(async () => ({ default: (await import('./ShopChoiceDialog.tsx')).ShopChoiceDialog }));

export function ShopChoice() {
  const detail = useBindDetail(hasTokenCookie());
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const shops = detail.data?.shops ?? [];
  const current = shops.find((s) => s.choosing === 1);
  if (!shops.length) return null;

  const show = () => {
    setChosen(current?.parentMerchantNo ?? null);
    setOpen(true);
  };
  const card = current ? (
    <div className="do-shop-card">
      <div className="do-shop-name">{current.parentMerchantName}</div>
      <div>商户编号：{current.parentMerchantNo}</div>
      <div>联系电话：{current.contactPhone || '-'}</div>
      <Button type="link" size="small" style={{ padding: 0 }} onClick={show}>
        切换一级经销商
      </Button>
    </div>
  ) : (
    <Button type="link" size="small" onClick={show}>
      选择一级经销商
    </Button>
  );

  return (
    <>
      <Popover content={card} placement="bottomRight">
        <Button size="small" onClick={show}>
          下单店铺：{current?.parentMerchantName ?? '未选择'}
        </Button>
      </Popover>
      <WhenOpened open={open}>
        <ShopChoiceDialog
          open={open}
          shops={shops}
          current={current}
          chosen={chosen}
          onChoose={setChosen}
          onClose={() => setOpen(false)}
        />
      </WhenOpened>
    </>
  );
}
