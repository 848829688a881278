/** Screen A: the selected-product list with its buttons, the cable/construction tip and the totals footer. */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  DESIGN_ORDER_WORDS,
  LINE_MESSAGES,
  LIST_RATE_CAP,
  RATE_INPUT_MAX_LENGTH,
  REMIND_MESSAGES,
  REMIND_WORDS,
  SELECTION_RATE_CAP,
  formatFenGrouped,
  formatRate,
  sanitizeDecimalInput,
  type DesignLine,
} from '@portal/domain';
import { Alert, Button, Input, Modal, Select, Space } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { withRate, type PricingMode } from '../line-edit.ts';
import { LazyPrivateProductDialog } from '../../private-product/index.ts';
import {
  useAddToOrder,
  useDesignPermissions,
  useOrders,
  useQuickAdd,
  useRemind,
  useRemoveLines,
  useUpdateList,
} from '../queries.ts';
import type { ListEditor } from '../useListEditor.ts';
import { toInput } from '../line-edit.ts';
import { GenerateDialog } from './GenerateDialog.tsx';
import { LineTable } from './LineTable.tsx';
import { AccessoryDialog, ReplaceDialog } from './PickDialogs.tsx';

export interface DesignListPanelProps {
  editor: ListEditor;
  /** Joining an existing order (selection?id=): the generate button becomes 'join order'. */
  joinOrderId?: number | null;
  onAddProduct: () => void;
  onClose?: () => void;
  /** The pricing inputs' caps: the list's (default) or the selection flow's (part 2 §5). */
  pricing?: PricingMode;
}

export function DesignListPanel({
  editor,
  joinOrderId,
  onAddProduct,
  onClose,
  pricing = 'list',
}: DesignListPanelProps) {
  const { message } = useApp();
  const navigate = useNavigate();
  const remove = useRemoveLines();
  const addToOrder = useAddToOrder();
  const perms = useDesignPermissions();
  const [privateOpen, setPrivateOpen] = useState(false);
  const [generateOpen, setGenerateOpen] = useState(false);
  const [joinOpen, setJoinOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const [replacing, setReplacing] = useState<DesignLine | null>(null);
  const [accessoryOf, setAccessoryOf] = useState<DesignLine | null>(null);
  const { lines, chosen, totals, selected, setSelected } = editor;

  const onRemove = useCallback(
    (l: DesignLine) =>
      void remove.mutateAsync({ ids: [l.id] }).then(() => {
        message.success('删除成功');
        setSelected((s) => {
          const n = new Set(s);
          n.delete(l.id);
          return n;
        });
      }),
    [remove, message, setSelected],
  );

  const needBatch = () => {
    if (!chosen.length) {
      message.warning(LINE_MESSAGES.chooseBatch);
      return false;
    }
    return true;
  };

  const joinTo = async (orderId: number) => {
    if (!chosen.length) {
      message.warning(LINE_MESSAGES.noneToJoin);
      return;
    }
    await editor.flush();
    await addToOrder.mutateAsync({ id: orderId, productSaveDTOS: chosen.map((l) => ({ ...toInput(l), id: l.id })) });
    message.success(DESIGN_ORDER_WORDS.created);
    setSelected(new Set());
    navigate(`/tool/designOrder/detail/edit?id=${orderId}`);
  };

  const brochures = () => {
    if (!needBatch()) return;
    const files = chosen.flatMap((l) => l.attachments.filter((a) => a.fileType === 7));
    if (!files.length) {
      message.info('所选产品暂无彩页');
      return;
    }
    for (const f of files) window.open(f.fileUrl, '_blank');
  };

  return (
    <div className="do-panel">
      <div className="do-toolbar">
        <Space wrap>
          <Button type="primary" onClick={onAddProduct}>
            添加产品
          </Button>
          <Button onClick={() => needBatch() && setRateOpen(true)}>批量修改折扣率</Button>
          <Button onClick={brochures}>下载彩页</Button>
          {perms.managePrivate ? <Button onClick={() => setPrivateOpen(true)}>新建自定义产品</Button> : null}
        </Space>
        <ClearListButton disabled={!lines.length} />
      </div>
      <CableTip
        editor={editor}
        shown={perms.remindTip}
        canAddCustom={perms.managePrivate}
        onAddCustom={() => setPrivateOpen(true)}
      />
      <LineTable
        lines={lines}
        loading={editor.loading}
        selected={selected}
        onSelect={setSelected}
        onChange={editor.update}
        pricing={pricing}
        onMove={editor.move}
        onRemove={onRemove}
        onReplace={setReplacing}
        onAccessories={setAccessoryOf}
      />
      <div className="do-footer">
        <ListFigures count={chosen.length} totals={totals} />
        <Space>
          {onClose ? <Button onClick={onClose}>关闭页面</Button> : null}
          {joinOrderId ? null : (
            <Button onClick={() => (chosen.length ? setJoinOpen(true) : message.warning(LINE_MESSAGES.noneToJoin))}>
              加入已有设计单
            </Button>
          )}
          <Button
            type="primary"
            loading={addToOrder.isPending}
            onClick={() => {
              if (joinOrderId) return void joinTo(joinOrderId).catch(() => undefined);
              if (!chosen.length) return void message.warning(LINE_MESSAGES.noneToGenerate);
              void editor.flush().then(() => setGenerateOpen(true));
            }}
          >
            {joinOrderId ? '加入设计单' : '生成设计单'}
          </Button>
        </Space>
      </div>

      <GenerateDialog
        open={generateOpen}
        lines={chosen}
        totals={totals}
        onClose={() => setGenerateOpen(false)}
        onDone={() => {
          setGenerateOpen(false);
          setSelected(new Set());
        }}
      />
      <JoinOrderDialog
        open={joinOpen}
        onClose={() => setJoinOpen(false)}
        onJoin={(id) => void joinTo(id).catch(() => undefined)}
      />
      <BatchRateDialog open={rateOpen} chosen={chosen} pricing={pricing} onClose={() => setRateOpen(false)} />
      <ReplaceDialog
        line={replacing}
        listSkuNos={lines.map((l) => l.skuNo)}
        residueNum={editor.residueNum}
        onClose={() => setReplacing(null)}
      />
      <AccessoryDialog line={accessoryOf} listSkuNos={lines.map((l) => l.skuNo)} onClose={() => setAccessoryOf(null)} />
      <LazyPrivateProductDialog kind={privateOpen ? 'custom' : null} onClose={() => setPrivateOpen(false)} />
    </div>
  );
}

function JoinOrderDialog({
  open,
  onClose,
  onJoin,
}: {
  open: boolean;
  onClose: () => void;
  onJoin: (id: number) => void;
}) {
  const orders = useOrders({ page: 1, size: 50 });
  const [id, setId] = useState<number | null>(null);
  const { message } = useApp();
  return (
    <Modal
      title="加入已有设计单"
      open={open}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => {
        if (!id) return void message.warning('请选择设计单');
        onClose();
        onJoin(id);
      }}
      destroyOnHidden
    >
      <Select
        style={{ width: '100%' }}
        showSearch
        optionFilterProp="label"
        placeholder="请选择设计单"
        loading={orders.isLoading}
        onChange={setId}
        options={(orders.data?.list ?? []).map((o) => ({ value: o.id, label: `${o.name}（${o.orderNo}）` }))}
      />
    </Modal>
  );
}

/** The cable and construction tip (the list has points but no cable or no construction fee) and its quick-add. */
function CableTip({
  editor,
  shown,
  canAddCustom,
  onAddCustom,
}: {
  editor: ListEditor;
  /** The tip and its quick-add are hidden for the private role (part 2 §6). */
  shown: boolean;
  canAddCustom: boolean;
  onAddCustom: () => void;
}) {
  const { message } = useApp();
  const remind = useRemind();
  const quickAdd = useQuickAdd();
  const tip =
    shown && remind.data && (remind.data.cable === 0 || remind.data.construction === 0) && editor.lines.length > 0;
  if (!tip) return null;
  return (
    <Alert
      className="do-tip"
      type="warning"
      showIcon
      message={REMIND_WORDS.tip}
      action={
        <Button
          size="small"
          type="primary"
          ghost
          loading={quickAdd.isPending}
          onClick={() =>
            // Edits still waiting for their debounced save go first: the server counts the points it holds.
            void editor
              .flush()
              .then(() => quickAdd.mutateAsync())
              .then(({ added, missing }) => {
                if (added.length) {
                  message.success(REMIND_WORDS.added(added.map((a) => `${a.name} × ${a.quantity}`)));
                }
                if (missing.includes('cable')) message.warning(REMIND_MESSAGES.noCable);
                if (missing.includes('construction')) {
                  message.warning(REMIND_MESSAGES.noConstruction);
                  if (canAddCustom) onAddCustom();
                }
              })
              .catch(() => undefined)
          }
        >
          一键添加
        </Button>
      }
    />
  );
}

/** The footer's figures: how many lines are chosen, their total, original price and discount. */
function ListFigures({ count, totals }: { count: number; totals: ListEditor['totals'] }) {
  return (
    <div className="do-footer-figures">
      <span>
        已选 <b data-testid="do-count">{count}</b> 件
      </span>
      <span>
        合计：
        <b className="do-total" data-testid="do-total">
          ¥{formatFenGrouped(totals.totalFen)}
        </b>
      </span>
      <span>
        原价：<span data-testid="do-original">¥{formatFenGrouped(totals.originalFen)}</span>
      </span>
      <span>
        已优惠：<span data-testid="do-discount">¥{formatFenGrouped(totals.discountFen)}</span>
      </span>
    </div>
  );
}

/** One discount rate for every chosen line (lines without a price keep 100.00 %). */
function BatchRateDialog({
  open,
  chosen,
  pricing,
  onClose,
}: {
  open: boolean;
  chosen: DesignLine[];
  pricing: PricingMode;
  onClose: () => void;
}) {
  const { message } = useApp();
  const save = useUpdateList(pricing);
  const [rateText, setRateText] = useState('');
  return (
    <Modal
      title="批量修改折扣率"
      open={open}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => {
        const next = chosen.map((l) => withRate(l, rateText, pricing));
        void save.mutateAsync(next.map((l) => toInput(l))).then(() => {
          message.success('修改成功');
          onClose();
          setRateText('');
        });
      }}
    >
      <Input
        aria-label="批量折扣率"
        suffix="%"
        placeholder="请输入折扣率，如 85.00"
        value={rateText}
        maxLength={RATE_INPUT_MAX_LENGTH}
        onChange={(e) => setRateText(sanitizeDecimalInput(e.target.value, RATE_INPUT_MAX_LENGTH))}
      />
      <p className="do-muted" style={{ marginTop: 8 }}>
        无价格的产品折扣率固定为 100.00%，最高{' '}
        {formatRate(pricing === 'selection' ? SELECTION_RATE_CAP : LIST_RATE_CAP)}%。
      </p>
    </Modal>
  );
}

/** Empties the whole list, after a confirmation. */
function ClearListButton({ disabled }: { disabled: boolean }) {
  const { message, modal } = useApp();
  const remove = useRemoveLines();
  return (
    <Button
      type="link"
      danger
      disabled={disabled}
      onClick={() =>
        modal.confirm({
          title: '确定清空配单清单吗？',
          icon: <ExclamationCircleOutlined />,
          okText: '清空',
          cancelText: '取消',
          onOk: () => remove.mutateAsync({ deleteAll: true }).then(() => message.success('清空成功')),
        })
      }
    >
      清空
    </Button>
  );
}
