/**
 * /memberStore/creditsExchange/manage (provider sales accounts): the credits items — add, edit (credits > 0, cash
 * ≥ 0, stock ≥ what was exchanged: the same rules the server applies), put on or take off the shelf — and the
 * exchanges, with 发货 for those waiting to be shipped.
 */
import { PlusOutlined } from '@ant-design/icons';
import {
  CREDIT_EXCHANGE_STATUS,
  CREDIT_EXCHANGE_STATUS_LABEL,
  CREDITS_ROUTES,
  CREDITS_MESSAGES,
  CREDITS_WORDS,
  POLICY_MESSAGES,
  addressText,
  creditItemCheck,
  formatPriceFen,
  type CreditExchangeStatus,
  type ManageCreditExchange,
  type ManageCreditSpu,
  mayCall,
} from '@portal/domain';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Switch,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { pager } from '../../components/pagination.ts';
import { useSession } from '../../session/store.ts';
import { dateTimeText } from '../../components/order-time.ts';
import { CreditsCost, CreditsPicture, ExchangeStatusTag } from './components.tsx';
import {
  useCreditPictures,
  useManageExchanges,
  useManageSpus,
  useSaveCreditSpu,
  useSetShelf,
  useShipExchange,
} from './queries.ts';
import './credits.css';

export default function CreditsManagePage() {
  const { user } = useSession();
  if (!mayCall(CREDITS_ROUTES.manageSpuPage, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="credits-manage">
      <Tabs
        items={[
          { key: 'spus', label: '积分商品', children: <Spus /> },
          { key: 'exchanges', label: '兑换单', children: <Exchanges /> },
        ]}
      />
    </div>
  );
}

function Spus() {
  const { message } = useApp();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [keyword, setKeyword] = useState('');
  const [shelf, setShelfFilter] = useState<'' | '0' | '1'>('');
  const [editing, setEditing] = useState<ManageCreditSpu | 'new' | null>(null);
  const spus = useManageSpus({ page, size, keyword: keyword || undefined, onShelf: shelf || undefined }, true);
  const setShelf = useSetShelf();
  return (
    <>
      <div style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增积分商品
        </Button>
        <Segmented<'' | '0' | '1'>
          value={shelf}
          onChange={(v) => {
            setShelfFilter(v);
            setPage(1);
          }}
          options={[
            { value: '', label: '全部' },
            { value: '1', label: '已上架' },
            { value: '0', label: '已下架' },
          ]}
        />
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="搜索商品名称"
          style={{ width: 220, marginLeft: 'auto' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<ManageCreditSpu>
        rowKey="spuNo"
        loading={spus.isLoading}
        dataSource={spus.data?.list ?? []}
        pagination={pager(page, size, spus.data?.total ?? 0, (p, s) => {
          setPage(p);
          setSize(s);
        })}
        columns={[
          {
            title: '商品',
            render: (_, s) => (
              <span className="credits-item-line">
                <CreditsPicture src={s.picUrl} alt={s.name} size={48} />
                <span>
                  <div>{s.name}</div>
                  <div className="credits-muted">{s.spuNo}</div>
                </span>
              </span>
            ),
          },
          { title: '兑换价', width: 200, render: (_, s) => <CreditsCost credits={s.credits} cashFen={s.cashFen} /> },
          { title: '总库存', width: 90, align: 'right', dataIndex: 'totalStock' },
          { title: '已兑换', width: 90, align: 'right', dataIndex: 'exchanged' },
          { title: '剩余', width: 80, align: 'right', dataIndex: 'stock' },
          {
            title: '状态',
            width: 90,
            render: (_, s) => (s.onShelf ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            width: 150,
            render: (_, s) => (
              <span style={{ display: 'flex', gap: 8 }}>
                <a onClick={() => setEditing(s)}>编辑</a>
                <Popconfirm
                  title={s.onShelf ? '下架后用户将无法兑换，确定下架吗？' : '确定上架该商品吗？'}
                  onConfirm={() =>
                    setShelf
                      .mutateAsync({ spuNo: s.spuNo, onShelf: !s.onShelf })
                      .then(() => void message.success(s.onShelf ? CREDITS_WORDS.offShelfDone : CREDITS_WORDS.onShelf))
                  }
                >
                  <a>{s.onShelf ? '下架' : '上架'}</a>
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
      {editing ? <SpuDialog spu={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

interface SpuForm {
  name: string;
  description: string;
  picUrl: string;
  credits: number;
  cashYuan: number;
  totalStock: number;
  onShelf: boolean;
}

function SpuDialog({ spu, onClose }: { spu: ManageCreditSpu | null; onClose(): void }) {
  const { message } = useApp();
  const [form] = Form.useForm<SpuForm>();
  const pictures = useCreditPictures(true);
  const save = useSaveCreditSpu();
  const exchanged = spu?.exchanged ?? 0;
  const submit = async () => {
    const v = await form.validateFields();
    const body = {
      ...(spu ? { spuNo: spu.spuNo } : {}),
      name: v.name.trim(),
      description: (v.description ?? '').trim(),
      picUrl: v.picUrl,
      credits: v.credits,
      cashFen: Math.round((v.cashYuan ?? 0) * 100),
      totalStock: v.totalStock,
      onShelf: v.onShelf,
    };
    const problem = creditItemCheck({ ...body, stock: body.totalStock }, exchanged);
    if (problem) {
      void message.warning(problem.msg);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        void message.success(spu ? CREDITS_WORDS.edited : CREDITS_WORDS.created);
        onClose();
      },
      onError: (e) => void message.error(e.message),
    });
  };
  return (
    <Modal
      open
      title={spu ? '编辑积分商品' : '新增积分商品'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Form<SpuForm>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        initialValues={
          spu
            ? {
                name: spu.name,
                description: spu.description,
                picUrl: spu.picUrl,
                credits: spu.credits,
                cashYuan: spu.cashFen / 100,
                totalStock: spu.totalStock,
                onShelf: spu.onShelf,
              }
            : { cashYuan: 0, onShelf: true, totalStock: 100 }
        }
      >
        <Form.Item
          name="name"
          label="商品名称"
          rules={[
            { required: true, whitespace: true, message: CREDITS_MESSAGES.nameRequired },
            { max: 40, message: CREDITS_MESSAGES.nameLength },
          ]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="description" label="商品描述" rules={[{ max: 500, message: CREDITS_MESSAGES.descLength }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="picUrl"
          label="商品图片"
          rules={[{ required: true, message: CREDITS_MESSAGES.pictureRequired }]}
        >
          <Select
            loading={pictures.isLoading}
            placeholder="选择图片"
            options={(pictures.data ?? []).map((u) => ({
              value: u,
              label: (
                <span className="credits-item-line">
                  <CreditsPicture src={u} alt="" size={28} />
                  {u.split('/').pop()}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="credits"
          label="所需积分"
          rules={[{ required: true, message: CREDITS_MESSAGES.creditsRequired }]}
        >
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="cashYuan" label="现金部分" extra="0 表示纯积分兑换；大于 0 时兑换后需在有效期内支付现金">
          <InputNumber min={0} max={100_000} precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="totalStock"
          label="总库存"
          extra={exchanged > 0 ? `已兑换 ${exchanged} 件，总库存不能小于已兑换数量` : undefined}
          rules={[{ required: true, message: CREDITS_MESSAGES.stockNonNegative }]}
        >
          <InputNumber min={exchanged} max={1_000_000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="onShelf" label="上架" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Exchanges() {
  const { message } = useApp();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [status, setStatus] = useState(0);
  const ex = useManageExchanges({ page, size, status: status || undefined }, true);
  const ship = useShipExchange();
  return (
    <>
      <Segmented
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        options={[
          { value: 0, label: '全部' },
          ...([1, 2, 3, 5] as CreditExchangeStatus[]).map((s) => ({
            value: s,
            label: CREDIT_EXCHANGE_STATUS_LABEL[s],
          })),
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table<ManageCreditExchange>
        rowKey="exchangeNo"
        loading={ex.isLoading}
        dataSource={ex.data?.list ?? []}
        pagination={pager(page, size, ex.data?.total ?? 0, (p, s) => {
          setPage(p);
          setSize(s);
        })}
        columns={[
          { title: '兑换单号', width: 210, dataIndex: 'exchangeNo' },
          { title: '商品', render: (_, e) => `${e.name} ×${e.quantity}` },
          { title: '积分', width: 90, align: 'right', dataIndex: 'credits' },
          { title: '现金', width: 100, align: 'right', render: (_, e) => formatPriceFen(e.cashFen) },
          { title: '兑换人', width: 120, dataIndex: 'buyerPhone' },
          {
            title: '收货信息',
            render: (_, e) => (
              <span className="credits-muted">
                {e.address.contactName} {e.address.contactPhone} {addressText(e.address)}
              </span>
            ),
          },
          { title: '时间', width: 170, render: (_, e) => dateTimeText(e.createdAt) },
          { title: '状态', width: 90, render: (_, e) => <ExchangeStatusTag status={e.status} /> },
          {
            title: '操作',
            width: 80,
            render: (_, e) =>
              e.status === CREDIT_EXCHANGE_STATUS.EXCHANGED ? (
                <Popconfirm
                  title="确认该兑换单已发货吗？"
                  onConfirm={() =>
                    ship.mutateAsync(e.exchangeNo).then(() => void message.success(CREDITS_WORDS.shipped))
                  }
                >
                  <a>发货</a>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </>
  );
}
