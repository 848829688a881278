/**
 * 收货地址 where something is bought (the settlement, the credits exchange, the flash-sale confirmation): the
 * account's addresses as cards to choose from, 新增收货地址 (up to the per-account limit) and edit in the address
 * dialog; a saved address becomes the chosen one.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ADDRESS_MAX_PER_ACCOUNT, type Address } from '@portal/domain';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { AddressCards } from './AddressCards.tsx';
import { AddressDialog } from './AddressDialog.tsx';
import { useAddresses } from './queries.ts';

export function AddressChooser(props: {
  selectedId: number | null;
  onChoose(address: Address): void;
  /** After an address was added or edited (it is also chosen): what it delivers to may have changed. */
  onSaved?(address: Address): void;
  /** Inside a dialog: a smaller heading and button. */
  compact?: boolean;
}) {
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const [dialog, setDialog] = useState<{ address: Address | null } | null>(null);
  const add = (
    <Button
      size={props.compact ? 'small' : undefined}
      icon={<PlusOutlined />}
      disabled={list.length >= ADDRESS_MAX_PER_ACCOUNT}
      onClick={() => setDialog({ address: null })}
    >
      新增收货地址
    </Button>
  );
  return (
    <>
      {props.compact ? (
        <h4 style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <span>收货地址</span>
          {add}
        </h4>
      ) : (
        <h3 className="settle-section-title">
          <span>收货地址</span>
          {add}
        </h3>
      )}
      {list.length === 0 && !addresses.isLoading ? (
        <Empty description="您还没有收货地址，请先新增收货地址" />
      ) : (
        <AddressCards
          list={list}
          selectedId={props.selectedId}
          onSelect={props.onChoose}
          onEdit={(a) => setDialog({ address: a })}
        />
      )}
      <AddressDialog
        open={!!dialog}
        address={dialog?.address ?? null}
        defaultChecked={list.length === 0}
        onClose={() => setDialog(null)}
        onSaved={(a) => {
          props.onChoose(a);
          props.onSaved?.(a);
        }}
      />
    </>
  );
}
