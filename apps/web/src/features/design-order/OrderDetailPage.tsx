/** A design order's detail (read-only, export, copy, delete) and its edit mode (rates, quantities, lines). */
import {
  DESIGN_ORDER_MESSAGES,
  ORDER_NAME_MAX,
  ORDER_REMARK_MAX,
  ORDER_STATUS_HINT,
  SURVEY_ORDER_TYPE,
  SURVEY_ROUTES,
  mayCall,
  orderStatusLabel,
  customerLabel,
  formatFenGrouped,
  type CustomerChoice,
  type DesignLine,
} from '@portal/domain';
import { Button, Descriptions, Input, Popconfirm, Result, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { dateTimeText } from '../../components/order-time.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/store.ts';
import { ServicerCard } from './ServicerCard.tsx';
import { CustomerPicker } from './components/CustomerPicker.tsx';
import { LineTable } from './components/LineTable.tsx';
import { orderEditInput, revertToSaved, totalsOfLines } from './line-edit.ts';
import { downloadQuotation, useDesignPermissions, useOrder, useOrderMutations } from './queries.ts';
import './design-order.css';
import { ToCartButton } from './ToCartButton.tsx';

export function OrderDetailView({ edit }: { edit: boolean }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useOrder(id);
  const m = useOrderMutations();
  const navigate = useNavigate();
  const { message } = useApp();
  const { groupPermission } = useDesignPermissions();
  const [lines, setLines] = useState<DesignLine[]>([]);
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const pending = useRef(new Map<number, DesignLine>());
  /** The lines as the server last kept them: a refused save (code 1, placed at points) returns to these. */
  const saved = useRef(new Map<number, DesignLine>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (order.data && pending.current.size === 0) {
      setLines(order.data.lines);
      saved.current = new Map(order.data.lines.map((l) => [l.id, l]));
      setName(order.data.name);
      setRemark(order.data.remark);
    }
  }, [order.data]);

  const sceneId = order.data?.sceneId ?? null;
  const flush = useCallback(() => {
    timer.current = null;
    const batch = [...pending.current.values()];
    pending.current.clear();
    if (!batch.length) return;
    m.update.mutate(
      {
        id,
        queryType: sceneId !== null ? 1 : 0,
        productList: batch.map((l) => orderEditInput(l, sceneId)),
      },
      {
        onSuccess: () => batch.forEach((l) => saved.current.set(l.id, l)),
        // The server's msg is shown; the refused lines' quantities go back to their previous values.
        onError: () => setLines((ls) => revertToSaved(ls, new Set(batch.map((l) => l.id)), saved.current)),
      },
    );
  }, [id, sceneId, m.update]);

  const onChange = useCallback(
    (l: DesignLine) => {
      setLines((ls) => ls.map((x) => (x.id === l.id ? l : x)));
      pending.current.set(l.id, l);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, 300);
    },
    [flush],
  );
  const onRemove = useCallback(
    (l: DesignLine) =>
      void m.remove
        .mutateAsync({
          id,
          ...(sceneId !== null ? { deleteType: 1, sceneId } : { deleteType: 0 }),
          configId: l.id,
          skuNo: l.skuNo,
          spuNo: l.spuNo,
          privateTenant: l.privateTenant,
        })
        .then(() => message.success('删除成功'))
        .catch(() => undefined),
    [id, sceneId, m.remove, message],
  );

  if (!id) return <Result status="404" title="设计单不存在" />;
  if (order.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!order.data)
    return (
      <Result
        status="404"
        title="设计单不存在"
        extra={<Button onClick={() => navigate('/tool/designOrder')}>返回我的设计单</Button>}
      />
    );
  const o = order.data;
  const totals = totalsOfLines(lines);

  const saveHeader = () => {
    const n = name.replace(/\s+/g, '');
    if (!n) return void message.warning(DESIGN_ORDER_MESSAGES.nameRequired);
    if (n.length > ORDER_NAME_MAX) return void message.warning(DESIGN_ORDER_MESSAGES.nameLength);
    m.update.mutate({ id, name: n, remark, productList: [] }, { onSuccess: () => message.success('编辑成功！') });
  };
  const saveCustomer = (c: CustomerChoice | null) =>
    m.update.mutate(
      { id, productList: [], ...(c ?? { groupId: null, memberAccountNo: null }) },
      { onSuccess: () => message.success('编辑成功！') },
    );

  return (
    <div className="do-page">
      <div className="do-page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {edit ? '编辑设计单' : '设计单详情'}
        </Typography.Title>
        <OrderHeadActions id={id} edit={edit} order={o} mutations={m} />
      </div>
      <OrderFacts
        order={o}
        edit={edit}
        name={name}
        onName={setName}
        remark={remark}
        onRemark={setRemark}
        onSaveHeader={saveHeader}
        canPickCustomer={edit && groupPermission === 1}
        onCustomer={saveCustomer}
      />
      <LineTable lines={lines} readOnly={!edit} onChange={onChange} onRemove={onRemove} />
      <div className="do-footer">
        <div className="do-footer-figures">
          <span>
            共 <b>{lines.length}</b> 件产品
          </span>
          <span>
            报价合计：<b className="do-total">¥{formatFenGrouped(totals.totalFen)}</b>
          </span>
          <span>原价：¥{formatFenGrouped(totals.originalFen)}</span>
          <span>已优惠：¥{formatFenGrouped(totals.discountFen)}</span>
        </div>
      </div>
    </div>
  );
}

/** /tool/designOrder/detail?id=. */
export default function OrderDetailPage() {
  return <OrderDetailView edit={false} />;
}

type OrderOf = NonNullable<ReturnType<typeof useOrder>['data']>;

/** The head's buttons: add products and done while editing; else edit, survey, copy, delete, to the cart, the quotation. */
function OrderHeadActions({
  id,
  edit,
  order: o,
  mutations: m,
}: {
  id: number;
  edit: boolean;
  order: OrderOf;
  mutations: ReturnType<typeof useOrderMutations>;
}) {
  const navigate = useNavigate();
  const { message } = useApp();
  const { user } = useSession();
  return (
    <Space>
      {edit ? (
        <>
          <Button onClick={() => navigate(`/tool/designOrder/selection?id=${id}`)}>添加产品</Button>
          <Button type="primary" onClick={() => navigate(`/tool/designOrder/detail?id=${id}`)}>
            完成
          </Button>
        </>
      ) : (
        <>
          <Button onClick={() => navigate(`/tool/designOrder/detail/edit?id=${id}`)}>编辑</Button>
          {o.orderType === SURVEY_ORDER_TYPE && mayCall(SURVEY_ROUTES.sceneDetail, user) && (
            <Button type="primary" onClick={() => navigate(`/survey?id=${id}`)}>
              进入勘测
            </Button>
          )}
          <Button
            onClick={() =>
              void m.copy.mutateAsync(id).then((r) => {
                message.success('复制成功');
                navigate(`/tool/designOrder/detail?id=${r.id}`);
              })
            }
          >
            复制
          </Button>
          <Popconfirm
            title="确定删除该设计单吗？"
            okText="删除"
            cancelText="取消"
            onConfirm={() =>
              m.del.mutateAsync(id).then(() => {
                message.success('删除成功');
                navigate('/tool/designOrder');
              })
            }
          >
            <Button danger>删除</Button>
          </Popconfirm>
          <ToCartButton id={id} />
          <Button onClick={() => void downloadQuotation(id, o.name).catch((e: Error) => message.error(e.message))}>
            导出报价单
          </Button>
          <Button type="primary" onClick={() => navigate(`/tool/designOrder/quotation?id=${id}`)}>
            报价单（打印 / PDF）
          </Button>
        </>
      )}
    </Space>
  );
}

/** The order's facts: name and remark (inputs while editing, saved on blur), number, state, scene, customer, dates. */
function OrderFacts({
  order: o,
  edit,
  name,
  onName,
  remark,
  onRemark,
  onSaveHeader,
  canPickCustomer,
  onCustomer,
}: {
  order: OrderOf;
  edit: boolean;
  name: string;
  onName: (name: string) => void;
  remark: string;
  onRemark: (remark: string) => void;
  onSaveHeader: () => void;
  canPickCustomer: boolean;
  onCustomer: (c: CustomerChoice | null) => void;
}) {
  const customerOf = (): CustomerChoice | null =>
    o.groupId !== null && o.memberAccountNo
      ? {
          groupId: o.groupId,
          groupName: o.groupName ?? '',
          memberAccountNo: o.memberAccountNo,
          memberAccountName: o.memberAccountName ?? '',
          memberAccountPhone: o.memberAccountPhone ?? '',
          memberAccountRemark: o.memberAccountRemark ?? '',
        }
      : null;
  return (
    <Descriptions bordered size="small" column={3} className="do-desc">
      <Descriptions.Item label="设计单名称">
        {edit ? (
          <Input
            value={name}
            maxLength={ORDER_NAME_MAX}
            onChange={(e) => onName(e.target.value)}
            onBlur={onSaveHeader}
            aria-label="设计单名称"
          />
        ) : (
          o.name
        )}
      </Descriptions.Item>
      <Descriptions.Item label="编号">{o.orderNo}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <Tooltip title={ORDER_STATUS_HINT}>
          <Tag color={o.status === 1 ? 'green' : 'default'} data-testid="order-status">
            {orderStatusLabel(o.status)}
          </Tag>
        </Tooltip>
        {o.exportedAt ? <span className="do-muted">报价于 {dateTimeText(o.exportedAt).slice(0, 16)}</span> : null}
      </Descriptions.Item>
      <Descriptions.Item label="安装场景">{o.sceneName || '-'}</Descriptions.Item>
      <Descriptions.Item label="客户">
        {canPickCustomer ? (
          <CustomerPicker key={o.memberAccountNo ?? ''} value={customerOf()} onChange={onCustomer} />
        ) : (
          <span data-testid="order-customer">
            {customerLabel(o)}
            {o.groupName && o.memberAccountName ? <Tag style={{ marginLeft: 8 }}>{o.groupName}</Tag> : null}
            {o.memberAccountRemark ? <div className="do-muted">{o.memberAccountRemark}</div> : null}
          </span>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="创建时间">{dateTimeText(o.createdAt).slice(0, 16)}</Descriptions.Item>
      {o.orderType === SURVEY_ORDER_TYPE && (
        <Descriptions.Item label="服务商" span={3}>
          <ServicerCard orderId={o.id} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="备注" span={3}>
        {edit ? (
          <Input.TextArea
            rows={2}
            value={remark}
            maxLength={ORDER_REMARK_MAX}
            showCount
            onChange={(e) => onRemark(e.target.value)}
            onBlur={onSaveHeader}
            aria-label="备注"
          />
        ) : (
          o.remark || '-'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
