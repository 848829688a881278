/**
 * /solution/solutionPurchase?contentId=: a solution's models with their quantities at this viewer's prices (the
 * server prices them through the catalogue), into the cart (logged-in buyers; guests get the login prompt) or the
 * design list (the selected-product list of the design tool). Models that cannot be bought now are left out of the
 * cart add and named in the table.
 */
import { BUY_QUANTITY_MAX, SkuType, formatFen, priceLabel, type SolutionProduct } from '@portal/domain';
import { Button, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { useAddToCart, useBuyGuard, useHasCart } from '../cart/index.ts';
import { newLineInput, useDesignList, useUpdateList } from '../design-order/index.ts';
import { useSolutionProducts } from './queries.ts';

/** Why a line cannot go into the cart now; null when it can. */
const cannotBuy = (l: SolutionProduct): string | null =>
  l.status !== 0 ? '已下架' : l.priceFen === null ? '暂无价格' : l.stock < l.quantity ? '库存不足' : null;

export default function SolutionPurchasePage() {
  const [params] = useSearchParams();
  const contentId = Number(params.get('contentId') ?? '') || 0;
  const { login, user } = useSession();
  const { message } = useApp();
  const navigate = useNavigate();
  const loginPrompt = useLoginPrompt();
  const q = useSolutionProducts(contentId, login && user ? String(user.userType) : 'guest');
  const hasCart = useHasCart();
  const guard = useBuyGuard();
  const addToCart = useAddToCart();
  const designList = useDesignList();
  const saveList = useUpdateList();

  if (q.isLoading) return <Skeleton active />;
  const s = q.data;
  if (!s)
    return (
      <Result
        status="404"
        title={q.error instanceof Error ? q.error.message : '方案不存在或已下架'}
        extra={<Link to="/solution">返回解决方案</Link>}
      />
    );
  const buyable = s.list.filter((l) => cannotBuy(l) === null);

  const toCart = () =>
    guard(() =>
      addToCart.mutate(
        buyable.map((l) => ({ spuNo: l.spuNo, skuNo: l.skuNo, quantity: l.quantity })),
        { onSuccess: (r) => void (r.adjusted.length ? message.warning(r.msg) : message.success(r.msg)) },
      ),
    );

  const toDesignList = async () => {
    if (!login) return loginPrompt();
    const existing = new Map((designList.data?.lines ?? []).map((l) => [l.skuNo, l]));
    await saveList.mutateAsync(
      s.list.map((l) => {
        const had = existing.get(l.skuNo);
        const quantity = Math.min(BUY_QUANTITY_MAX, l.quantity + (had?.quantity ?? 0));
        // The server takes the model's type and price from the catalogue again; these are what the list shows.
        const input = newLineInput(
          { spuNo: l.spuNo, skuNo: l.skuNo, price: l.priceFen, skuType: SkuType.normal },
          quantity,
          had?.rate,
        );
        return had ? { ...input, id: had.id } : input;
      }),
    );
    message.success('已加入设计清单');
    navigate('/tool/designOrder');
  };

  return (
    <div style={{ background: '#fff', padding: 24, borderRadius: 4 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          方案采购 · {s.title}
        </Typography.Title>
        <Link to={`/solution/detail?contentId=${s.contentId}`}>查看方案详情</Link>
      </Space>
      <Table<SolutionProduct>
        style={{ marginTop: 16 }}
        rowKey="skuNo"
        pagination={false}
        dataSource={s.list}
        locale={{ emptyText: '该方案暂无产品' }}
        columns={[
          {
            title: '产品',
            key: 'name',
            render: (_, l) => (
              <Link to={`/product/detail?id=${encodeURIComponent(l.spuNo)}`}>{l.skuName || l.spuName}</Link>
            ),
          },
          { title: '型号', dataIndex: 'model' },
          { title: '单价', key: 'price', render: (_, l) => priceLabel(l.priceFen) },
          { title: '数量', dataIndex: 'quantity' },
          { title: '小计', key: 'amount', render: (_, l) => (l.amountFen === null ? '—' : formatFen(l.amountFen)) },
          {
            title: '状态',
            key: 'state',
            render: (_, l) => {
              const why = cannotBuy(l);
              return why ? <Tag color="default">{why}</Tag> : <Tag color="green">可购买</Tag>;
            },
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              合计（有价格的产品）
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} colSpan={2}>
              <Typography.Text strong type="danger">
                {formatFen(s.totalFen)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Space style={{ marginTop: 16 }}>
        {hasCart && (
          <Button type="primary" size="large" disabled={!buyable.length} loading={addToCart.isPending} onClick={toCart}>
            加入购物车
          </Button>
        )}
        <Button size="large" disabled={!s.list.length} loading={saveList.isPending} onClick={() => void toDesignList()}>
          加入设计清单
        </Button>
      </Space>
    </div>
  );
}
