/**
 * /product/addressExpect?id=<spuNo>: where the product can be delivered and what it costs — the buyer's saved
 * addresses, each with the freight the logistics templates charge for one unit at the model's price there (the
 * server's calculation, the same as at settlement) and the amount from which it ships free.
 */
import { addressText, formatPriceFen, LOGISTICS_ROUTES as LOGISTICS, type Address } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Result, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ssoLoginUrl } from '../../config.ts';
import { useSession } from '../../session/store.ts';
import { useAddresses } from '../address/index.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';
import { useSpuDetail } from '../catalogue/index.ts';

function FreightLine({ address, goodsFen }: { address: Address; goodsFen: number }) {
  const q = useQuery({
    queryKey: ['logistics', 'freight', address.provinceCode, goodsFen],
    queryFn: () =>
      api.call(LOGISTICS.freight, {
        body: { provinceCode: address.provinceCode, quantity: 1, goodsFen },
        silent: true,
      }),
  });
  if (q.isLoading) return <Skeleton.Input size="small" active />;
  if (!q.data) return <Tag color="orange">暂不支持配送至该地区</Tag>;
  return (
    <span data-testid="freight">
      运费 {q.data.freightFen === 0 ? '包邮' : formatPriceFen(q.data.freightFen)}
      {q.data.freeOverFen !== null ? `（满 ${formatPriceFen(q.data.freeOverFen)} 包邮）` : ''}
    </span>
  );
}

export default function AddressExpectPage() {
  const [params] = useSearchParams();
  const spuNo = params.get('id') ?? '';
  const { login } = useSession();
  const to = useAccountPath();
  const spu = useSpuDetail(spuNo);
  const addresses = useAddresses();
  if (!login)
    return (
      <Result
        status="info"
        title="登录后查看配送地址与运费"
        extra={
          <Button type="primary" href={ssoLoginUrl(window.location.href)}>
            去登录
          </Button>
        }
      />
    );
  const goodsFen = spu.data?.minPrice ?? 0;
  return (
    <Card
      title={spu.data ? `配送地址提示 · ${spu.data.spuName}` : '配送地址提示'}
      extra={<Link to={to('/member/address')}>管理收货地址</Link>}
      data-testid="address-expect"
    >
      {addresses.isLoading ? (
        <Skeleton active />
      ) : !addresses.data?.length ? (
        <Empty description="您还没有收货地址">
          <Link to={to('/member/address')}>
            <Button type="primary">新增收货地址</Button>
          </Link>
        </Empty>
      ) : (
        <List
          dataSource={addresses.data}
          renderItem={(a) => (
            <List.Item actions={[<FreightLine key="f" address={a} goodsFen={goodsFen} />]}>
              <List.Item.Meta
                title={
                  <>
                    {a.contactName} {a.contactPhone} {a.isDefault ? <Tag color="red">默认</Tag> : null}
                  </>
                }
                description={addressText(a)}
              />
            </List.Item>
          )}
        />
      )}
      {spuNo ? (
        <div style={{ marginTop: 16 }}>
          <Link to={`/product/detail?id=${encodeURIComponent(spuNo)}`}>返回商品详情</Link>
        </div>
      ) : null}
    </Card>
  );
}
