/**
 * 服务网点与工程师: the outlets of the service centre (its map, the desk's allocation by province and dispatch read
 * them) and each outlet's engineers.
 */
import { MOBILE_RE, PHONE_OR_TEL_RE, SERVICE_NETWORK_MESSAGES, type ServiceOutlet } from '@portal/domain';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { useOutlets, useProvinces, useSaveEngineer, useSaveOutlet, useSetActive } from './queries.ts';

type Engineer = ServiceOutlet['engineers'][number];
type OutletValues = Omit<ServiceOutlet, 'id' | 'engineers' | 'provinceName' | 'active'>;

/** 启用 / 已停用: a stopped outlet or engineer keeps its orders but gets no new work (map, allocation, dispatch). */
const StatusTag = ({ active }: { active: boolean }) => (active ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>);

/** The outlet's phone as the server checks it (a landline with its area code, or a mobile). */
const PHONE_RULES = [
  { required: true, message: '请输入联系电话' },
  { pattern: PHONE_OR_TEL_RE, message: SERVICE_NETWORK_MESSAGES.phoneRule },
];

export function OutletPanel() {
  const { data, isFetching } = useOutlets();
  const provinces = useProvinces().data ?? [];
  const saveOutlet = useSaveOutlet();
  const setActive = useSetActive();
  const { message } = useApp();
  const [outlet, setOutlet] = useState<ServiceOutlet | 'new' | null>(null);
  const [engineer, setEngineer] = useState<{ outletId: number; e: Engineer | null } | null>(null);
  const [outletForm] = Form.useForm<OutletValues>();
  const provinceCode = Form.useWatch('provinceCode', outletForm);
  const cities = provinces.find((p) => p.code === provinceCode)?.cities ?? [];

  const openOutlet = (o: ServiceOutlet | 'new') => {
    setOutlet(o);
    outletForm.setFieldsValue(
      o === 'new'
        ? { name: '', provinceCode: '', cityName: '', address: '', phone: '', longitude: 120.15, latitude: 30.28 }
        : o,
    );
  };
  const toggle = async (kind: 'outlet' | 'engineer', id: number, active: boolean) => {
    await setActive.mutateAsync({ kind, id, active });
    void message.success(active ? '已启用' : '已停用，不再派给新订单');
  };
  const toggleButton = (kind: 'outlet' | 'engineer', id: number, active: boolean) => (
    <Button type="link" size="small" danger={active} onClick={() => void toggle(kind, id, !active)}>
      {active ? '停用' : '启用'}
    </Button>
  );
  const openEngineer = (outletId: number, e: Engineer | null) => setEngineer({ outletId, e });
  const submitOutlet = async (v: OutletValues) => {
    await saveOutlet.mutateAsync({ ...(outlet !== 'new' && outlet ? { id: outlet.id } : {}), ...v });
    void message.success('服务网点已保存');
    setOutlet(null);
  };

  return (
    <div data-testid="outlet-panel">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => openOutlet('new')}>
          新建服务网点
        </Button>
      </Space>
      <Table<ServiceOutlet>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        expandable={{
          expandedRowRender: (o) => (
            <Table<Engineer>
              rowKey="id"
              size="small"
              dataSource={o.engineers}
              pagination={false}
              columns={[
                { title: '工程师', dataIndex: 'name' },
                { title: '手机号', dataIndex: 'phone' },
                { title: '状态', width: 80, render: (_, e) => <StatusTag active={e.active} /> },
                {
                  title: (
                    <Button size="small" onClick={() => openEngineer(o.id, null)}>
                      添加工程师
                    </Button>
                  ),
                  width: 140,
                  render: (_, e) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => openEngineer(o.id, e)}>
                        编辑
                      </Button>
                      {toggleButton('engineer', e.id, e.active)}
                    </Space>
                  ),
                },
              ]}
            />
          ),
        }}
        columns={[
          { title: '网点', dataIndex: 'name' },
          { title: '地区', render: (_, o) => `${o.provinceName} ${o.cityName}` },
          { title: '地址', dataIndex: 'address' },
          { title: '电话', dataIndex: 'phone', width: 140 },
          { title: '工程师', width: 70, render: (_, o) => `${o.engineers.length} 人` },
          { title: '状态', width: 80, render: (_, o) => <StatusTag active={o.active} /> },
          {
            title: '操作',
            width: 120,
            render: (_, o) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => openOutlet(o)}>
                  编辑
                </Button>
                {toggleButton('outlet', o.id, o.active)}
              </Space>
            ),
          },
        ]}
      />
      <FormDialog
        title={outlet === 'new' ? '新建服务网点' : '编辑服务网点'}
        open={outlet !== null}
        saving={saveOutlet.isPending}
        form={outletForm}
        onCancel={() => setOutlet(null)}
        onFinish={(v) => void submitOutlet(v)}
      >
        <Form.Item name="name" label="网点名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="provinceCode" label="省份" rules={[{ required: true, message: '请选择所在省份' }]}>
            <Select
              style={{ width: 180 }}
              showSearch
              optionFilterProp="label"
              options={provinces.map((p) => ({ value: p.code, label: p.name }))}
              onChange={() => outletForm.setFieldValue('cityName', '')}
            />
          </Form.Item>
          <Form.Item name="cityName" label="城市" rules={[{ required: true, message: '请选择所在城市' }]}>
            <Select style={{ width: 200 }} options={cities.map((c) => ({ value: c.name, label: c.name }))} />
          </Form.Item>
        </Space.Compact>
        <Form.Item
          name="address"
          label="详细地址"
          rules={[{ required: true, whitespace: true, message: '请输入详细地址' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={PHONE_RULES}>
          <Input placeholder="0571-88886666 或手机号" />
        </Form.Item>
        <Space>
          <Form.Item name="longitude" label="经度" rules={[{ required: true, message: '请输入经度' }]}>
            <InputNumber min={73} max={136} step={0.000001} />
          </Form.Item>
          <Form.Item name="latitude" label="纬度" rules={[{ required: true, message: '请输入纬度' }]}>
            <InputNumber min={3} max={54} step={0.000001} />
          </Form.Item>
        </Space>
      </FormDialog>
      <EngineerModal editing={engineer} onClose={() => setEngineer(null)} />
    </div>
  );
}

/** Adds an engineer to an outlet, or edits one. */
function EngineerModal({
  editing,
  onClose,
}: {
  editing: { outletId: number; e: Engineer | null } | null;
  onClose: () => void;
}) {
  const save = useSaveEngineer();
  const { message } = useApp();
  const [form] = Form.useForm<{ name: string; phone: string }>();
  const submit = async (v: { name: string; phone: string }) => {
    if (!editing) return;
    await save.mutateAsync({ ...(editing.e ? { id: editing.e.id } : {}), outletId: editing.outletId, ...v });
    void message.success('工程师已保存');
    onClose();
  };
  return (
    <Modal
      title={editing?.e ? '编辑工程师' : '添加工程师'}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing?.e ?? { name: '', phone: '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ required: true, pattern: MOBILE_RE, message: SERVICE_NETWORK_MESSAGES.mobileRule }]}
        >
          <Input maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
