/**
 * /memberStore/seckill/manage (provider sales accounts): the flash sales with their sales (live orders, paid orders
 * and amount, buyers) — create, edit (start before end, price above zero and not above the original, stock not below
 * what is sold: the domain's checks, which the server applies again), abandon, and each activity's sales record.
 */
import { PlusOutlined } from '@ant-design/icons';
import {
  API_PREFIX,
  ORDER_STATUS_LABEL,
  SECKILL_KIND,
  SECKILL_MESSAGES,
  SECKILL_P_TYPE_LABEL,
  SECKILL_PER_USER_LIMIT_MAX,
  SECKILL_STATUS,
  SECKILL_STATUS_LABEL,
  SECKILL_STOCK_MAX,
  SECKILL_TITLE_MAX,
  formatPriceFen,
  seckillDefinitionProblems,
  type OrderStatus,
  type SeckillManageActivity,
  type SeckillPType,
  type SeckillSale,
  type SeckillStatus,
  type SpuListItem,
} from '@portal/domain';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Result,
  Segmented,
  Select,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { request } from '../../api/client.ts';
import { pager } from '../../components/pagination.ts';
import { useSession } from '../../session/store.ts';
import { dateTimeText } from '../order/order-time.ts';
import { SeckillPicture, SeckillStatusTag, detailPath } from './components.tsx';
import {
  useAbandonActivity,
  useManageActivities,
  useSaveActivity,
  useSeckillGoods,
  useSeckillSales,
} from './queries.ts';
import { liveStatus, useServerNow } from './seckill-clock.ts';
import './seckill.css';

export default function SeckillManagePage() {
  const { user } = useSession();
  if (!user?.isHikSales) return <Result status="403" title={SECKILL_MESSAGES.salesOnly} />;
  return <Activities />;
}

function Activities() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [pType, setPType] = useState<0 | SeckillPType>(0);
  const [status, setStatus] = useState<SeckillStatus | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<SeckillManageActivity | 'new' | null>(null);
  const [salesOf, setSalesOf] = useState<SeckillManageActivity | null>(null);
  const list = useManageActivities(
    { page, size, pType: pType || undefined, status, keyword: keyword || undefined },
    true,
  );
  const now = useServerNow(list.data?.data.serverTime, list.dataUpdatedAt);
  const abandon = useAbandonActivity();

  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="seckill-manage">
      <div style={{ display: 'flex', gap: 12, marginBottom: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建秒杀活动
        </Button>
        <Segmented<0 | SeckillPType>
          value={pType}
          onChange={(v) => {
            setPType(v);
            setPage(1);
          }}
          options={[
            { value: 0, label: '全部' },
            { value: 1, label: SECKILL_P_TYPE_LABEL[1] },
            { value: 2, label: SECKILL_P_TYPE_LABEL[2] },
          ]}
        />
        <Select<SeckillStatus | undefined>
          allowClear
          placeholder="活动状态"
          style={{ width: 130 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={([2, 1, 5, 3, 4] as SeckillStatus[]).map((s) => ({ value: s, label: SECKILL_STATUS_LABEL[s] }))}
        />
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="活动名称、编号或型号编号"
          style={{ width: 260, marginLeft: 'auto' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<SeckillManageActivity>
        rowKey="activityNo"
        loading={list.isLoading}
        dataSource={list.data?.data.list ?? []}
        scroll={{ x: 1200 }}
        pagination={pager(page, size, list.data?.total ?? 0, (p, s) => {
          setPage(p);
          setSize(s);
        })}
        columns={[
          {
            title: '活动',
            render: (_, a) => (
              <span className="seckill-item-line">
                <SeckillPicture src={a.picUrl} alt={a.title} size={48} />
                <span>
                  <Link to={detailPath(a)}>{a.title}</Link>
                  <div className="seckill-muted">
                    {a.activityNo} · {SECKILL_P_TYPE_LABEL[a.pType as SeckillPType]} ·{' '}
                    {a.kind === SECKILL_KIND.SUIT ? `套装 ${a.suitNo}` : `型号 ${a.items[0]?.model ?? a.skuNo}`}
                  </div>
                </span>
              </span>
            ),
          },
          {
            title: '秒杀价 / 原价',
            width: 150,
            render: (_, a) => (
              <span>
                <span className="seckill-price" style={{ fontSize: 14 }}>
                  {formatPriceFen(a.seckillPriceFen)}
                </span>
                <div className="seckill-muted">
                  <del>{formatPriceFen(a.originPriceFen)}</del>
                </div>
              </span>
            ),
          },
          {
            title: '已售 / 库存',
            width: 110,
            align: 'right',
            render: (_, a) => (
              <span>
                {a.sold} / {a.stock}
                <div className="seckill-muted">剩余 {a.remaining}</div>
              </span>
            ),
          },
          { title: '限购', width: 70, align: 'right', render: (_, a) => `${a.perUserLimit} 件` },
          {
            title: '活动时间',
            width: 180,
            render: (_, a) => (
              <span className="seckill-muted">
                {dateTimeText(a.startAt)}
                <br />
                {dateTimeText(a.endAt)}
              </span>
            ),
          },
          {
            title: '状态',
            width: 90,
            render: (_, a) => <SeckillStatusTag status={liveStatus(a, now)} />,
          },
          {
            title: '销售',
            width: 150,
            render: (_, a) => (
              <span>
                订单 {a.orders} · 已付 {a.paidOrders}
                <div className="seckill-muted">
                  {formatPriceFen(a.paidFen)} · {a.buyers} 人
                </div>
              </span>
            ),
          },
          {
            title: '操作',
            width: 170,
            fixed: 'right',
            render: (_, a) => {
              const s = liveStatus(a, now);
              const editable = s !== SECKILL_STATUS.FINISHED && s !== SECKILL_STATUS.ABANDON;
              return (
                <span style={{ display: 'flex', gap: 10 }}>
                  {editable ? <a onClick={() => setEditing(a)}>编辑</a> : null}
                  {editable ? (
                    <Popconfirm
                      title="作废后不能再抢购（已下的订单照常支付），确定作废吗？"
                      onConfirm={() =>
                        abandon
                          .mutateAsync(a.activityNo)
                          .then(() => void message.success(SECKILL_MESSAGES.abandonDone))
                          .catch((e: Error) => void message.error(e.message))
                      }
                    >
                      <a>作废</a>
                    </Popconfirm>
                  ) : null}
                  <a onClick={() => setSalesOf(a)}>销售记录</a>
                </span>
              );
            },
          },
        ]}
      />
      {editing ? (
        <ActivityDialog activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <SalesDrawer activity={salesOf} onClose={() => setSalesOf(null)} />
    </div>
  );
}

interface ActivityForm {
  pType: SeckillPType;
  kind: 1 | 2;
  goodsNo: string;
  title: string;
  seckillYuan: number;
  stock: number;
  perUserLimit: number;
  window: [Dayjs, Dayjs];
  shopMerchantNos: string[];
}

/** Models found by keyword in the catalogue (for the model picker). */
async function searchModels(keyword: string): Promise<{ value: string; label: string }[]> {
  const env = await request<SpuListItem[]>(`${API_PREFIX}/open/v1/goods/spu/page`, {
    params: { keyword, page: 1, size: 10 },
    silent: true,
  });
  return env.data.flatMap((spu) =>
    (spu.skus ?? [])
      .filter((k) => k.status === 0 && k.price !== null)
      .map((k) => ({ value: k.skuNo, label: `${spu.spuName} ${k.model}（${k.skuNo}）` })),
  );
}

function ActivityDialog({ activity, onClose }: { activity: SeckillManageActivity | null; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ActivityForm>();
  const save = useSaveActivity();
  const kind = (Form.useWatch('kind', form) ?? activity?.kind ?? 1) as 1 | 2;
  const goodsNo = (Form.useWatch('goodsNo', form) ?? '') as string;
  const goods = useSeckillGoods(kind, goodsNo);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [searching, setSearching] = useState(false);
  const sold = activity?.sold ?? 0;

  const search = (keyword: string) => {
    const k = keyword.trim();
    if (!k || kind !== SECKILL_KIND.SKU) return;
    setSearching(true);
    searchModels(k)
      .then(setOptions)
      .catch(() => setOptions([]))
      .finally(() => setSearching(false));
  };

  const submit = async () => {
    const v = await form.validateFields();
    const body = {
      ...(activity ? { activityNo: activity.activityNo } : {}),
      pType: v.pType,
      kind: v.kind,
      goodsNo: v.goodsNo.trim(),
      title: (v.title ?? '').trim(),
      seckillPriceFen: Math.round((v.seckillYuan ?? 0) * 100),
      stock: v.stock,
      perUserLimit: v.perUserLimit,
      startAt: v.window[0].toISOString(),
      endAt: v.window[1].toISOString(),
      shopMerchantNos: v.shopMerchantNos ?? [],
    };
    const problems = seckillDefinitionProblems({
      startAt: new Date(body.startAt),
      endAt: new Date(body.endAt),
      seckillPriceFen: body.seckillPriceFen,
      stock: body.stock,
      sold,
      perUserLimit: body.perUserLimit,
      ...(goods.data ? { originPriceFen: goods.data.originPriceFen } : {}),
    });
    if (problems.length) {
      void message.warning(problems.join('；'));
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        void message.success(SECKILL_MESSAGES.saved);
        onClose();
      },
      onError: (e) => void message.error(e.message),
    });
  };

  return (
    <Modal
      open
      title={activity ? '编辑秒杀活动' : '新建秒杀活动'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<ActivityForm>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        data-testid="seckill-form"
        initialValues={
          activity
            ? {
                pType: activity.pType as SeckillPType,
                kind: activity.kind as 1 | 2,
                goodsNo: (activity.kind === SECKILL_KIND.SUIT ? activity.suitNo : activity.skuNo) ?? '',
                title: activity.title,
                seckillYuan: activity.seckillPriceFen / 100,
                stock: activity.stock,
                perUserLimit: activity.perUserLimit,
                window: [dayjs(activity.startAt), dayjs(activity.endAt)],
                shopMerchantNos: activity.shopMerchantNos,
              }
            : {
                pType: 1,
                kind: 1,
                perUserLimit: 1,
                stock: 100,
                window: [dayjs().add(1, 'hour').startOf('hour'), dayjs().add(1, 'day').startOf('hour')],
                shopMerchantNos: [],
              }
        }
      >
        <Form.Item name="pType" label="活动类型">
          <Radio.Group
            options={[
              { value: 1, label: SECKILL_P_TYPE_LABEL[1] },
              { value: 2, label: SECKILL_P_TYPE_LABEL[2] },
            ]}
          />
        </Form.Item>
        <Form.Item name="kind" label="秒杀商品">
          <Radio.Group
            disabled={sold > 0}
            onChange={() => form.setFieldValue('goodsNo', '')}
            options={[
              { value: 1, label: '单个型号' },
              { value: 2, label: '套装' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="goodsNo"
          label={kind === SECKILL_KIND.SUIT ? '套装编号' : '型号'}
          rules={[{ required: true, whitespace: true, message: '请选择秒杀商品' }]}
          extra={sold > 0 ? SECKILL_MESSAGES.goodsLocked : undefined}
        >
          {kind === SECKILL_KIND.SUIT ? (
            <Input placeholder="输入套装编号，如 SUIT1001" disabled={sold > 0} maxLength={40} />
          ) : (
            <Select
              showSearch={{ filterOption: false, onSearch: search }}
              disabled={sold > 0}
              placeholder="输入产品名称或型号搜索"
              loading={searching}
              notFoundContent={searching ? '搜索中…' : '输入关键词搜索型号'}
              options={
                activity && goodsNo && !options.some((o) => o.value === goodsNo)
                  ? [{ value: goodsNo, label: activity.title }, ...options]
                  : options
              }
              data-testid="seckill-goods-select"
            />
          )}
        </Form.Item>
        {goods.data ? (
          <Form.Item label="商品信息">
            <span className="seckill-item-line" data-testid="seckill-goods-preview">
              <SeckillPicture src={goods.data.picUrl} alt={goods.data.title} size={44} />
              <span>
                <div>{goods.data.title}</div>
                <div className="seckill-muted">
                  原价 {formatPriceFen(goods.data.originPriceFen)} · 型号库存 {goods.data.modelStock}
                  {goods.data.items.length > 1 ? ` · ${goods.data.items.length} 个型号` : ''}
                </div>
              </span>
            </span>
          </Form.Item>
        ) : goods.isError && goodsNo ? (
          <Form.Item label="商品信息">
            <Alert type="warning" showIcon title={goods.error.message} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="title"
          label="活动名称"
          rules={[{ max: SECKILL_TITLE_MAX, message: SECKILL_MESSAGES.titleLength }]}
        >
          <Input maxLength={SECKILL_TITLE_MAX} showCount placeholder={goods.data?.title ?? '不填则用商品名称'} />
        </Form.Item>
        <Form.Item
          name="seckillYuan"
          label="秒杀价"
          rules={[{ required: true, message: '请填写秒杀价' }]}
          extra={goods.data ? `不能高于原价 ${formatPriceFen(goods.data.originPriceFen)}` : undefined}
        >
          <InputNumber min={0.01} max={1_000_000} precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="stock"
          label="活动库存"
          rules={[{ required: true, message: '请填写活动库存' }]}
          extra={
            sold > 0
              ? `已售 ${sold} 件，活动库存不能少于已售数量`
              : '活动自己的抢购库存，与型号库存分开计数；下单时同时占用型号库存'
          }
        >
          <InputNumber min={sold} max={SECKILL_STOCK_MAX} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="perUserLimit" label="每人限购" rules={[{ required: true, message: '请填写每人限购' }]}>
          <InputNumber min={1} max={SECKILL_PER_USER_LIMIT_MAX} precision={0} style={{ width: 200 }} suffix="件" />
        </Form.Item>
        <Form.Item name="window" label="活动时间" rules={[{ required: true, message: SECKILL_MESSAGES.timeRequired }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm:ss' }} format="YYYY-MM-DD HH:mm:ss" />
        </Form.Item>
        <Form.Item
          name="shopMerchantNos"
          label="参与经销商"
          extra="不填为全部一级经销商；填写经销商编号则仅这些经销商的买家可抢购"
        >
          <Select mode="tags" placeholder="全部一级经销商" tokenSeparators={[',', '，', ' ']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SalesDrawer({ activity, onClose }: { activity: SeckillManageActivity | null; onClose(): void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const sales = useSeckillSales(activity?.activityNo ?? null, page, size);
  return (
    <Drawer
      open={!!activity}
      onClose={onClose}
      size="large"
      title={activity ? `销售记录：${activity.title}` : '销售记录'}
      destroyOnHidden
    >
      {activity ? (
        <div className="seckill-muted" style={{ marginBottom: 12 }}>
          已售 {activity.sold}/{activity.stock} 件 · 有效订单 {activity.orders} · 已付款 {activity.paidOrders} 单{' '}
          {formatPriceFen(activity.paidFen)} · 下单 {activity.buyers} 人
        </div>
      ) : null}
      <Table<SeckillSale>
        rowKey="orderNo"
        size="small"
        loading={sales.isLoading}
        dataSource={sales.data?.data ?? []}
        pagination={pager(page, size, sales.data?.total ?? 0, (p, s) => {
          setPage(p);
          setSize(s);
        })}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 190 },
          { title: '买家', render: (_, s) => `${s.buyerName ?? ''} ${s.buyerPhone}`.trim() },
          { title: '数量', dataIndex: 'quantity', width: 60, align: 'right' },
          { title: '金额', width: 100, align: 'right', render: (_, s) => formatPriceFen(s.payFen) },
          {
            title: '状态',
            width: 110,
            render: (_, s) =>
              s.releasedAt ? (
                <Tag>已释放</Tag>
              ) : (
                <Tag color={s.orderStatus === 1 ? 'orange' : 'green'}>
                  {ORDER_STATUS_LABEL[s.orderStatus as OrderStatus] ?? '-'}
                </Tag>
              ),
          },
          { title: '下单时间', width: 160, render: (_, s) => dateTimeText(s.createdAt) },
        ]}
      />
    </Drawer>
  );
}
