/** Screen B: product selection from the common list, the brand catalogue, private products and software. */
import { badgeText, visibleTabs, type ProductTab } from '@portal/domain';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ShopChoice } from './components/ShopChoice.tsx';
import { SelectionTable } from './selection/SelectionTable.tsx';
import { SelectionTabs } from './selection/SelectionTabs.tsx';
import { SelectionConditions, SelectionRankBar } from './selection/SelectionToolbar.tsx';
import { SoftwareFillBar } from './selection/SoftwareFillBar.tsx';
import { useSelectionFilters } from './selection/useSelectionFilters.ts';
import { useSelectionProducts } from './selection/useSelectionProducts.ts';
import { useSelectionQuantity } from './selection/useSelectionQuantity.ts';
import { useSelectionTab } from './selection/useSelectionTab.ts';
import { LazyDesignListDrawer } from './lazy-parts.tsx';
import { LazyPrivateDetailModal, LazyPrivateProductDialog, LazyPrivateToolbar } from '../private-product/index.ts';
import { useListEditor } from './useListEditor.ts';
import './design-order.css';

const TAB_LABELS: Record<ProductTab, string> = {
  common: '常用产品',
  hik: '品牌产品',
  custom: '自定义产品',
  software: '软件服务',
};

export default function SelectionPage() {
  const [params] = useSearchParams();
  const joinOrderId = Number(params.get('id')) || null;
  const editor = useListEditor('selection');
  const [drawer, setDrawer] = useState(false);
  const state = useSelectionFilters(params.get('keyword') ?? '');
  const { current, hasCommon, onTab, onTabClick } = useSelectionTab(state);
  const { perms, products, filtered, showStock, stock, counts } = useSelectionProducts(
    current,
    state.filters,
    state.page,
    state.size,
  );
  const { quantityOf, setQuantity } = useSelectionQuantity(editor.lines);
  const [privSelected, setPrivSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const tabs = visibleTabs(hasCommon, false).map((t) => ({
    key: t,
    label: (
      <span>
        {TAB_LABELS[t]}
        {filtered && counts[t] !== undefined ? <span className="do-tab-count">({counts[t]})</span> : null}
      </span>
    ),
  }));

  return (
    <div className="do-page">
      <div className="do-page-head">
        <h4 className="do-page-title">{joinOrderId ? '添加产品到设计单' : '产品选型'}</h4>
        <ShopChoice />
      </div>
      <SelectionTabs activeKey={current} items={tabs} onChange={onTab} onTabClick={onTabClick} />
      <SelectionRankBar tab={current} state={state} />
      <SelectionConditions tab={current} state={state} />
      {current === 'software' ? <SoftwareFillBar /> : null}
      {current === 'custom' ? (
        <div className="do-private-bar">
          <LazyPrivateToolbar selected={privSelected} onDeleted={() => setPrivSelected([])} />
        </div>
      ) : null}
      <SelectionTable
        tab={current}
        products={products}
        perms={perms}
        showStock={showStock}
        stock={stock}
        page={state.page}
        size={state.size}
        onPage={state.paginate}
        quantityOf={quantityOf}
        setQuantity={setQuantity}
        privSelected={privSelected}
        onPrivSelected={setPrivSelected}
        onView={setViewing}
        onEdit={setEditing}
      />
      <LazyPrivateProductDialog
        kind={editing ? 'selfCustomEdit' : null}
        spuNo={editing}
        onClose={() => setEditing(null)}
      />
      <LazyPrivateDetailModal spuNo={viewing} onClose={() => setViewing(null)} />

      <Badge count={badgeText(editor.lines.length)} offset={[-6, 6]} className="do-list-fab-wrap">
        <Button type="primary" size="large" className="do-list-fab" onClick={() => setDrawer(true)}>
          配单清单
        </Button>
      </Badge>
      <LazyDesignListDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        editor={editor}
        joinOrderId={joinOrderId}
        onAddProduct={() => setDrawer(false)}
        pricing="selection"
      />
    </div>
  );
}
