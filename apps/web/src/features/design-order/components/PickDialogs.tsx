/** The accessory dialog (840 px) and the replace-selection panel of Screen A. */
import {
  LINE_MESSAGES,
  planReplace,
  replaceResidue,
  type Accessory,
  type DesignLine,
  type SpuWithSkus,
} from '@portal/domain';
import { Button, Modal, Select, Space, Table, Tag } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { newLineInput } from '../line-edit.ts';
import { useAccessories, useUpdateList } from '../queries.ts';
import { LineImage, PriceText } from './cells.tsx';
import { spuPageWithSkus } from '../../catalogue/index.ts';

export function AccessoryDialog({
  line,
  listSkuNos,
  onClose,
}: {
  line: DesignLine | null;
  /** Models already in the list: an accessory among them keeps its line (quantity and rate) as it is. */
  listSkuNos: readonly string[];
  onClose: () => void;
}) {
  const acc = useAccessories(line?.skuNo ?? null);
  const [keys, setKeys] = useState<string[]>([]);
  const save = useUpdateList();
  const { message } = useApp();
  const close = () => {
    setKeys([]);
    onClose();
  };
  const confirm = async () => {
    const chosen = (acc.data ?? []).filter((a) => keys.includes(a.skuNo));
    if (!chosen.length) {
      message.warning(LINE_MESSAGES.chooseAccessories);
      return;
    }
    const present = new Set(listSkuNos);
    const adds = chosen.filter((a) => !present.has(a.skuNo));
    if (adds.length) await save.mutateAsync(adds.map((a) => newLineInput({ ...a, skuType: 0 }, 1)));
    if (adds.length < chosen.length) {
      message.info(LINE_MESSAGES.accessoryInList(chosen.filter((a) => present.has(a.skuNo)).map((a) => a.model)));
    }
    if (adds.length) message.success('添加成功！');
    close();
  };
  return (
    <Modal
      title="选择配件"
      open={!!line}
      width={840}
      onCancel={close}
      footer={
        <div className="do-dialog-footer">
          <span>已选 {keys.length} 件</span>
          <Space>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void confirm().catch(() => undefined)}>
              确定
            </Button>
          </Space>
        </div>
      }
      destroyOnHidden
    >
      <Table<Accessory>
        rowKey="skuNo"
        size="small"
        loading={acc.isLoading}
        dataSource={acc.data ?? []}
        pagination={false}
        rowSelection={{
          selectedRowKeys: keys,
          onChange: (k) => setKeys(k.map(String)),
          getCheckboxProps: (a) => ({ disabled: a.status !== 0 }),
        }}
        columns={[
          {
            title: '产品',
            key: 'p',
            render: (_, a) => (
              <Space>
                <LineImage src={a.picUrl} alt={a.skuName} deactivated={a.status !== 0} />
                <span>
                  {a.skuName}
                  <br />
                  <span className="do-muted">{a.model}</span>
                </span>
              </Space>
            ),
          },
          { title: '产品分类', dataIndex: 'categoryName', width: 140, render: (v: string | null) => v || '-' },
          { title: '客户价(元)', key: 'price', width: 120, render: (_, a) => <PriceText price={a.price} /> },
        ]}
      />
    </Modal>
  );
}

export function ReplaceDialog({
  line,
  listSkuNos,
  residueNum,
  onClose,
}: {
  line: DesignLine | null;
  listSkuNos: string[];
  /** The list's remaining places (server data); the replaced line frees one more. */
  residueNum: number;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, { skuNo: string; name: string; spu: SpuWithSkus }>>(new Map());
  const [model, setModel] = useState<Record<string, string>>({});
  const save = useUpdateList();
  const { message } = useApp();
  const products = useQuery({
    queryKey: ['design', 'replace', line?.categoryId, page],
    queryFn: () =>
      spuPageWithSkus({
        categoryIds: line?.categoryId == null ? undefined : String(line.categoryId),
        type: 0,
        customSpuSource: 1,
        page,
        size: 8,
      }),
    enabled: !!line,
  });
  const close = () => {
    setChosen(new Map());
    setPage(1);
    onClose();
  };
  const toggle = (spu: SpuWithSkus) => {
    const skuNo = model[spu.spuNo] ?? firstOtherModel(spu, line?.skuNo);
    const sku = spu.skus.find((k) => k.skuNo === skuNo);
    if (!sku) return;
    setChosen((m) => {
      const next = new Map(m);
      if (next.has(sku.skuNo)) next.delete(sku.skuNo);
      else next.set(sku.skuNo, { skuNo: sku.skuNo, name: sku.skuName, spu });
      return next;
    });
  };
  const confirm = async () => {
    if (!line) return;
    const plan = planReplace(listSkuNos, line.skuNo, [...chosen.values()], replaceResidue(residueNum));
    if (!plan.ok) {
      message.warning(plan.refusal.msg);
      return;
    }
    if (plan.warning) message.warning(plan.warning);
    await save.mutateAsync(replacementInputs(line, plan.add, chosen));
    message.success('替换成功');
    close();
  };
  return (
    <Modal
      title={`替换产品：${line?.productName ?? ''}`}
      open={!!line}
      width={960}
      onCancel={close}
      footer={
        <div className="do-dialog-footer">
          <span>已选 {chosen.size} 件</span>
          <Space>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void confirm().catch(() => undefined)}>
              确认替换
            </Button>
          </Space>
        </div>
      }
      destroyOnHidden
    >
      <Table<SpuWithSkus>
        rowKey="spuNo"
        size="small"
        loading={products.isLoading}
        dataSource={products.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 8,
          total: products.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '产品', key: 'img', width: 76, render: (_, s) => <LineImage src={s.picUrl} alt={s.spuName} /> },
          {
            title: '产品名称',
            key: 'name',
            render: (_, s) => (
              <ReplacementName
                spu={s}
                replacedSkuNo={line?.skuNo}
                model={model[s.spuNo]}
                onModel={(v) => setModel((m) => ({ ...m, [s.spuNo]: v }))}
              />
            ),
          },
          {
            title: '产品分类',
            key: 'cat',
            width: 200,
            render: (_, s) => [s.firstCatagoryName, s.secondCatagoryName].filter(Boolean).join(' > '),
          },
          {
            title: '客户价(元)',
            key: 'price',
            width: 110,
            render: (_, s) => (
              <PriceText
                price={
                  (s.skus.find((k) => k.skuNo === (model[s.spuNo] ?? s.skus[0]?.skuNo)) ?? s.skus[0])?.price ?? null
                }
              />
            ),
          },
          {
            title: '操作',
            key: 'act',
            width: 130,
            render: (_, s) => {
              const n = s.skus.filter((k) => chosen.has(k.skuNo)).length;
              return (
                <Space>
                  <Button
                    size="small"
                    type={n ? 'primary' : 'default'}
                    onClick={() => toggle(s)}
                    disabled={s.skus.every((k) => k.skuNo === line?.skuNo)}
                  >
                    选择产品
                  </Button>
                  {n ? <Tag color="red">{n}</Tag> : null}
                </Space>
              );
            },
          },
        ]}
      />
    </Modal>
  );
}

/** The first model of a product on sale other than the one being replaced: a replacement's default. */
const firstOtherModel = (spu: SpuWithSkus, replacedSkuNo: string | undefined) =>
  spu.skus.find((k) => k.skuNo !== replacedSkuNo && k.status === 0)?.skuNo;

/** A replacement product's name, and its model picker when it has more than one (the replaced model disabled). */
function ReplacementName({
  spu: s,
  replacedSkuNo,
  model,
  onModel,
}: {
  spu: SpuWithSkus;
  replacedSkuNo: string | undefined;
  model: string | undefined;
  onModel: (skuNo: string) => void;
}) {
  return (
    <div>
      <div>{s.spuName}</div>
      {s.skus.length > 1 ? (
        <Select
          size="small"
          style={{ width: 240, marginTop: 4 }}
          value={model ?? firstOtherModel(s, replacedSkuNo)}
          onChange={onModel}
          options={s.skus.map((k) => ({
            value: k.skuNo,
            label: k.model,
            disabled: k.status !== 0 || k.skuNo === replacedSkuNo,
          }))}
        />
      ) : (
        <span className="do-muted">{s.skus[0]?.model}</span>
      )}
    </div>
  );
}

/** The list's save for a replacement: the replaced line out (quantity 0), each chosen model in at quantity 1. */
function replacementInputs(
  line: DesignLine,
  add: readonly { skuNo: string }[],
  chosen: ReadonlyMap<string, { spu: SpuWithSkus }>,
) {
  const adds = add.map((c) => {
    const spu = chosen.get(c.skuNo)!.spu;
    const sku = spu.skus.find((k) => k.skuNo === c.skuNo)!;
    return newLineInput({ spuNo: spu.spuNo, skuNo: sku.skuNo, price: sku.price, skuType: spu.skuType }, 1);
  });
  return [
    {
      id: line.id,
      spuNo: line.spuNo,
      skuNo: line.skuNo,
      price: line.price,
      rate: line.rate,
      ratePrice: line.ratePrice,
      quantity: 0,
    },
    ...adds,
  ];
}
