import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import {
  BIND_DIALOG_TITLE,
  DEALER_MESSAGES,
  DEALER_WORDS,
  dealerKeywordSchema,
  recommendedGroupsText,
  validateBindForm,
  type BindDialogMode,
  type BoundMerchant,
  type Dealer,
} from '@portal/domain';
import { Button, Empty, Input, Modal, Popover, Radio, Spin, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { portalConfig } from '../../config.ts';
import type { MapFocus } from './map/DealerMap.tsx';
import { RegionCascader, selectedPath, type RegionOption } from './RegionCascader.tsx';
import { useBindDealer, useParentMerchants, type DealerQuery } from './queries.ts';
import './dealer.css';

// The web map when the server has a map key, else the built-in offline map of China: each its own chunk.
const DealerMap = lazy(() =>
  portalConfig().mapKey ? import('./map/WebDealerMap.tsx') : import('./map/DealerMap.tsx'),
);

export interface BindDealerDialogProps {
  open: boolean;
  mode: BindDialogMode;
  /** Modify mode: the current binding, to pre-select its area and dealer. */
  current?: BoundMerchant | null | undefined;
  onClose(): void;
  onBound?(bound: BoundMerchant): void;
}

/** The dealer-binding dialog of part 1 §2 (add: 选择…, modify: 更换…). */
export function BindDealerDialog(props: BindDealerDialogProps) {
  return props.open ? <BindDealerForm {...props} /> : null;
}

function BindDealerForm({ open, mode, current, onClose, onBound }: BindDealerDialogProps) {
  const { message } = useApp();
  const initial = useMemo(() => initialCodes(current), [current]);
  const [codes, setCodes] = useState<string[]>(initial ?? []);
  const [path, setPath] = useState<RegionOption[]>([]);
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const [dealerNo, setDealerNo] = useState<string | null>(current?.bindMerchantNo ?? null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const bindMutation = useBindDealer();

  const names = path.length ? path : selectedPath(options, codes);
  const query: DealerQuery | null = codes[0]
    ? { provinceCode: codes[0], cityCode: codes[1], areaCode: codes[2], merchantName: applied }
    : null;
  const dealersQuery = useParentMerchants(query);
  const dealers = useMemo(() => dealersQuery.data ?? [], [dealersQuery.data]);

  const searchMap = () => {
    const provinceName = names[0]?.label;
    if (!provinceName) {
      void message.warning(DEALER_MESSAGES.searchMapNeedsArea);
      return;
    }
    setFocus({ provinceName, dealers });
  };

  const searchKeyword = (raw: string) => {
    if (raw.trim() === '' && applied !== undefined) {
      setApplied(undefined);
      return;
    }
    const parsed = dealerKeywordSchema.safeParse(raw);
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? DEALER_MESSAGES.keywordRequired);
      return;
    }
    if (!codes[0]) {
      void message.warning(DEALER_MESSAGES.areaRequired);
      return;
    }
    setKeyword(parsed.data);
    setApplied(parsed.data);
  };

  const submit = async () => {
    const error = validateBindForm({ areaCode: codes[2] ?? null, dealerNo });
    if (error) {
      void message.warning(error);
      return;
    }
    const [p, c, a, s] = names;
    if (!p || !c || !a) {
      void message.warning(DEALER_MESSAGES.areaRequired);
      return;
    }
    const dealer = dealers.find((d) => d.merchantNo === dealerNo);
    try {
      const bound = await bindMutation.mutateAsync({
        userLocation: userLocationOf(p, c, a, s),
        bindMerchantNo: dealerNo!,
        bindMerchantName: dealer?.enterpriseName ?? current?.bindMerchantName,
      });
      void message.success(DEALER_WORDS.bindSuccess);
      onBound?.(bound);
      onClose();
    } catch {
      /* the client has shown the server's message */
    }
  };

  return (
    <Modal
      open={open}
      title={BIND_DIALOG_TITLE[mode]}
      width={1000}
      centered
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={bindMutation.isPending} onClick={() => void submit()}>
          确定
        </Button>,
      ]}
    >
      <div className="dealer-bind">
        <div className="dealer-bind-left">
          <div className="dealer-field">
            <label className="dealer-label required">所在区域</label>
            <div className="dealer-area-row">
              <RegionCascader
                value={codes}
                initial={initial}
                onOptions={setOptions}
                onChange={(next, p) => {
                  setCodes(next);
                  setPath(p);
                  setDealerNo((d) => (next[0] && next[0] === codes[0] ? d : null));
                  setFocus(null);
                }}
              />
              <Button icon={<EnvironmentOutlined />} onClick={searchMap}>
                搜索地图
              </Button>
            </div>
          </div>
          <div className="dealer-field">
            <label className="dealer-label">经销商名称</label>
            <Input.Search
              value={keyword}
              maxLength={50}
              allowClear
              placeholder="请输入经销商名称关键字"
              enterButton="搜索"
              onChange={(e) => setKeyword(e.target.value)}
              onSearch={searchKeyword}
            />
          </div>
          <div className="dealer-field">
            <label className="dealer-label required">下单一级经销商</label>
            <div className="dealer-list" role="radiogroup" aria-label="经销商列表">
              <DealerChoices
                area={!!query}
                loading={dealersQuery.isLoading}
                dealers={dealers}
                dealerNo={dealerNo}
                onPick={setDealerNo}
              />
            </div>
          </div>
        </div>
        <div className="dealer-bind-map">
          <Suspense fallback={<Spin style={{ display: 'block', paddingTop: 160 }} />}>
            <DealerMap dealers={dealers} selected={dealerNo} focus={focus} onPick={setDealerNo} height={440} />
          </Suspense>
          <div className="dealer-map-note">点击地图上的标记可直接选择经销商</div>
        </div>
      </div>
    </Modal>
  );
}

/** Modify mode: the current binding's area codes, to pre-select them. */
function initialCodes(current: BoundMerchant | null | undefined): string[] | undefined {
  return current
    ? [current.provinceCode, current.cityCode, current.areaCode, ...(current.streetCode ? [current.streetCode] : [])]
    : undefined;
}

/** The bind request's location from the chosen area path (province, city, area, optional street). */
function userLocationOf(p: RegionOption, c: RegionOption, a: RegionOption, s: RegionOption | undefined) {
  return {
    provinceCode: p.value,
    provinceName: p.label,
    cityCode: c.value,
    cityName: c.label,
    areaCode: a.value,
    areaName: a.label,
    streetCode: s?.value ?? null,
    streetName: s?.label ?? null,
  };
}

/** The area's first-level dealers as radio choices: phone, region, business scope, recommended groups. */
function DealerChoices({
  area,
  loading,
  dealers,
  dealerNo,
  onPick,
}: {
  /** Whether an area is chosen (no list before). */
  area: boolean;
  loading: boolean;
  dealers: Dealer[];
  dealerNo: string | null;
  onPick: (merchantNo: string) => void;
}) {
  const { modal } = useApp();
  const showGroups = (d: Dealer) =>
    modal.info({
      title: '推荐经营分组',
      width: 500,
      centered: true,
      okText: '知道了',
      content: (
        <div>
          <p style={{ marginBottom: 8 }}>{d.enterpriseName}</p>
          <p className="dealer-groups-hint">{recommendedGroupsText(d.groups) || '暂无推荐分组'}</p>
        </div>
      ),
    });
  return !area ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择所在区域" />
  ) : loading ? (
    <Spin style={{ display: 'block', padding: 32 }} />
  ) : dealers.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该区域暂无可选的一级经销商" />
  ) : (
    <Radio.Group value={dealerNo} onChange={(e) => onPick(String(e.target.value))} style={{ width: '100%' }}>
      {dealers.map((d) => (
        <div key={d.merchantNo} className={`dealer-item${d.merchantNo === dealerNo ? ' active' : ''}`}>
          <Radio value={d.merchantNo}>
            <span className="dealer-name">{d.enterpriseName}</span>
          </Radio>
          <div className="dealer-meta">
            <span>
              <PhoneOutlined /> {d.contactPhone ?? '—'}
            </span>
            <span className="dealer-region">
              {d.cityName}
              {d.areaName}
            </span>
            <Popover
              title="经营范围"
              content={<div className="dealer-scope">{d.businessScope ?? '暂无'}</div>}
              trigger="click"
            >
              <Button type="link" size="small">
                经营范围
              </Button>
            </Popover>
            <Button type="link" size="small" onClick={() => showGroups(d)}>
              推荐分组
            </Button>
          </div>
          {d.groups.length > 0 ? (
            <div className="dealer-tags">
              {d.groups.slice(0, 3).map((g) => (
                <Tag key={g.tagName} color="blue">
                  {g.tagName}
                </Tag>
              ))}
              {d.groups.length > 3 ? <span className="dealer-more">...</span> : null}
            </div>
          ) : null}
        </div>
      ))}
    </Radio.Group>
  );
}
