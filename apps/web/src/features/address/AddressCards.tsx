/** Address cards: choose one (settlement) or manage them (address page): edit, delete, set default. */
import { addressText, type Address } from '@portal/domain';
import { Popconfirm, Tag } from 'antd';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export interface AddressCardsProps {
  list: readonly Address[];
  selectedId?: number | null | undefined;
  onSelect?(a: Address): void;
  onEdit(a: Address): void;
  onDelete?(a: Address): void;
  onSetDefault?(a: Address): void;
}

export function AddressCards({ list, selectedId, onSelect, onEdit, onDelete, onSetDefault }: AddressCardsProps) {
  return (
    <div className="address-cards">
      {list.map((a) => (
        <div
          key={a.id}
          role={onSelect ? 'radio' : undefined}
          aria-checked={onSelect ? a.id === selectedId : undefined}
          tabIndex={onSelect ? 0 : undefined}
          className={`address-card${a.id === selectedId ? ' active' : ''}`}
          data-testid="address-card"
          onClick={() => onSelect?.(a)}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onSelect?.(a)}
        >
          <div className="address-card-head">
            <span>
              {a.contactName} {a.contactPhone}
            </span>
            {a.isDefault ? <Tag color="red">默认</Tag> : null}
          </div>
          <div className="address-card-text">{addressText(a)}</div>
          <div className="address-card-actions" onClick={(e) => e.stopPropagation()}>
            <a onClick={() => onEdit(a)}>编辑</a>
            {onSetDefault && !a.isDefault ? <a onClick={() => onSetDefault(a)}>设为默认</a> : null}
            {onDelete ? (
              <Popconfirm title="确定删除该收货地址吗？" onConfirm={() => onDelete(a)}>
                <a>删除</a>
              </Popconfirm>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}
