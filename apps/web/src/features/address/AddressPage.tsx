/** /member/address: the account's delivery addresses (at most 20): add, edit, delete with confirm, set default. */
import { PlusOutlined } from '@ant-design/icons';
import { ADDRESS_MAX_PER_ACCOUNT, type Address } from '@portal/domain';
import { Button, Empty, Skeleton } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { AddressCards } from './AddressCards.tsx';
import { AddressDialog } from './AddressDialog.tsx';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from './queries.ts';

export default function AddressPage() {
  const { message } = useApp();
  const list = useAddresses();
  const del = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const rows = list.data ?? [];
  const full = rows.length >= ADDRESS_MAX_PER_ACCOUNT;

  return (
    <div className="member-card">
      <div className="settle-section-title">
        <span>
          收货地址{' '}
          <span className="buy-muted">
            （已保存 {rows.length}/{ADDRESS_MAX_PER_ACCOUNT}）
          </span>
        </span>
        <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ address: null })}>
          新增收货地址
        </Button>
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description="还没有收货地址，新增一个吧" />
      ) : (
        <AddressCards
          list={rows}
          onEdit={(a) => setEditing({ address: a })}
          onDelete={(a) => del.mutate(a.id, { onSuccess: () => void message.success('删除成功') })}
          onSetDefault={(a) => setDefault.mutate(a.id, { onSuccess: () => void message.success('设置成功') })}
        />
      )}
      <AddressDialog
        open={!!editing}
        address={editing?.address}
        defaultChecked={rows.length === 0}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
