/**
 * Add or edit a delivery address: the region picker of the dealer feature (province / city / area / street,
 * loaded level by level), detail, contact name and phone checked by the contract's zod rules.
 */
import { ADDRESS_MESSAGES, type Address } from '@portal/domain';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useMemo, useState } from 'react';
import { RegionCascader } from '../dealer/index.ts';
import {
  ADDRESS_RULES,
  regionFromAddress,
  regionPick,
  toAddressInput,
  type AddressFormValues,
  type RegionPick,
} from './address-form.ts';
import { useSaveAddress } from './queries.ts';

export interface AddressDialogProps {
  open: boolean;
  /** Edit this address; absent = add. */
  address?: Address | null | undefined;
  /** A new address becomes the default when there is none yet. */
  defaultChecked?: boolean;
  onClose(): void;
  onSaved?(address: Address): void;
}

export function AddressDialog(props: AddressDialogProps) {
  return props.open ? <AddressForm {...props} /> : null;
}

function AddressForm({ address, defaultChecked, onClose, onSaved }: AddressDialogProps) {
  const { message } = useApp();
  const [form] = Form.useForm<AddressFormValues>();
  const save = useSaveAddress();
  const start = useMemo(() => (address ? regionFromAddress(address) : { codes: [], names: [] }), [address]);
  const initial = useMemo(() => (start.codes.length ? start.codes : undefined), [start]);
  const [region, setRegion] = useState<RegionPick>(start);

  const submit = async () => {
    const values = await form.validateFields();
    const input = toAddressInput(values, region);
    if (!input.ok) {
      void message.error(input.message);
      return;
    }
    const saved = await save.mutateAsync({ id: address?.id, input: input.value });
    void message.success(address ? '修改成功' : '添加成功');
    onSaved?.(saved);
    onClose();
  };

  return (
    <Modal
      open
      title={address ? '编辑收货地址' : '新增收货地址'}
      width={560}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<AddressFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '96px' }}
        initialValues={{
          region: start.codes,
          detailAddress: address?.detailAddress ?? '',
          contactName: address?.contactName ?? '',
          contactPhone: address?.contactPhone ?? '',
          isDefault: address?.isDefault ?? !!defaultChecked,
        }}
        className="address-form"
      >
        <Form.Item
          name="region"
          label="所在地区"
          required
          rules={[
            {
              validator: async (_r, v: string[] | undefined) => {
                if (!v || v.length < 3) throw new Error(ADDRESS_MESSAGES.regionRequired);
              },
            },
          ]}
        >
          <RegionField initial={initial} onPick={(codes, names) => setRegion({ codes, names })} />
        </Form.Item>
        <Form.Item name="detailAddress" label="详细地址" required rules={ADDRESS_RULES.detailAddress}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="街道、门牌号、楼层等" />
        </Form.Item>
        <Form.Item name="contactName" label="收货人" required rules={ADDRESS_RULES.contactName}>
          <Input maxLength={20} placeholder="收货人姓名" />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" required rules={ADDRESS_RULES.contactPhone}>
          <Input maxLength={13} placeholder="手机号或固定电话（如 010-12345678）" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" label=" " colon={false}>
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The cascader as a form control: the form keeps the codes, the dialog keeps the names along them. */
function RegionField(props: {
  value?: string[];
  onChange?: (codes: string[]) => void;
  initial: string[] | undefined;
  onPick(codes: string[], names: string[]): void;
}) {
  return (
    <RegionCascader
      value={props.value ?? []}
      initial={props.initial}
      onChange={(codes, path) => {
        const pick = regionPick(codes, path);
        props.onPick(pick.codes, pick.names);
        props.onChange?.(codes);
      }}
    />
  );
}
