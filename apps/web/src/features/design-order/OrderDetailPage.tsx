/** A design order's detail (read-only, export, copy, delete) and its edit mode (rates, quantities, lines). */
import {
  ORDER_MESSAGES,
  ORDER_NAME_MAX,
  ORDER_REMARK_MAX,
  ORDER_STATUS_LABELS,
  formatFenGrouped,
  type DesignLine,
} from '@portal/domain';
import { App, Button, Descriptions, Input, Popconfirm, Result, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LineTable } from './components/LineTable.tsx';
import { toInput, totalsOfLines } from './line-edit.ts';
import { downloadQuotation, useOrder, useOrderMutations } from './queries.ts';
import './design-order.css';

export function OrderDetailView({ edit }: { edit: boolean }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useOrder(id);
  const m = useOrderMutations();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [lines, setLines] = useState<DesignLine[]>([]);
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const pending = useRef(new Map<number, DesignLine>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (order.data && pending.current.size === 0) {
      setLines(order.data.lines);
      setName(order.data.name);
      setRemark(order.data.remark);
    }
  }, [order.data]);

  const flush = useCallback(() => {
    timer.current = null;
    const batch = [...pending.current.values()];
    pending.current.clear();
    if (!batch.length) return;
    m.update.mutate(
      { id, productList: batch.map((l) => ({ ...toInput(l), id: l.id })) },
      { onError: () => order.data && setLines(order.data.lines) },
    );
  }, [id, m.update, order.data]);

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
    (l: DesignLine) => void m.remove.mutateAsync({ id, lineIds: [l.id] }).then(() => message.success('删除成功')),
    [id, m.remove, message],
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
    if (!n) return void message.warning(ORDER_MESSAGES.nameRequired);
    if (n.length > ORDER_NAME_MAX) return void message.warning(ORDER_MESSAGES.nameLength);
    const first = lines[0];
    if (!first) return;
    m.update.mutate(
      { id, name: n, remark, productList: [{ ...toInput(first), id: first.id }] },
      { onSuccess: () => message.success('编辑成功！') },
    );
  };

  return (
    <div className="do-page">
      <div className="do-page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {edit ? '编辑设计单' : '设计单详情'}
        </Typography.Title>
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
              <Button
                type="primary"
                onClick={() => void downloadQuotation(id, o.name).catch((e: Error) => message.error(e.message))}
              >
                导出报价单
              </Button>
            </>
          )}
        </Space>
      </div>
      <Descriptions bordered size="small" column={3} className="do-desc">
        <Descriptions.Item label="设计单名称">
          {edit ? (
            <Input
              value={name}
              maxLength={ORDER_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              onBlur={saveHeader}
              aria-label="设计单名称"
            />
          ) : (
            o.name
          )}
        </Descriptions.Item>
        <Descriptions.Item label="编号">{o.orderNo}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={o.status === 1 ? 'green' : 'default'}>{ORDER_STATUS_LABELS[o.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="安装场景">{o.sceneName || '-'}</Descriptions.Item>
        <Descriptions.Item label="客户">{o.memberAccountName || '-'}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{dayjs(o.createdAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label="备注" span={3}>
          {edit ? (
            <Input.TextArea
              rows={2}
              value={remark}
              maxLength={ORDER_REMARK_MAX}
              showCount
              onChange={(e) => setRemark(e.target.value)}
              onBlur={saveHeader}
              aria-label="备注"
            />
          ) : (
            o.remark || '-'
          )}
        </Descriptions.Item>
      </Descriptions>
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
