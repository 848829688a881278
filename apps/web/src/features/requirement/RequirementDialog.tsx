/** Screen F: the scheme-design service request. Identity first; submit only when complete; success dialog. */
import { CheckCircleFilled } from '@ant-design/icons';
import {
  REQUIREMENT_ROUTES as REQUIREMENT,
  PHONE_MAX_LENGTH,
  REQUIREMENT_MESSAGES,
  REQUIREMENT_WORDS,
  isContactPhone,
  requirementComplete,
  type RequirementInput,
  type RequirementOptions,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { RegionCascader } from '../dealer/index.ts';

interface Values {
  identity?: 1 | 2;
  contact?: string;
  phone?: string;
  companyName?: string;
  budgetRangeCode?: string;
  sceneId?: number;
  categoryPath?: number[];
  region?: string[];
  remark?: string;
}

export function RequirementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const [done, setDone] = useState(false);
  const options = useQuery({
    queryKey: ['requirement', 'options'],
    queryFn: () => api.call(REQUIREMENT.options),
    enabled: open,
    staleTime: 10 * 60_000,
  });
  const submit = useMutation({
    mutationFn: (body: RequirementInput) => api.call(REQUIREMENT.submit, { body }),
  });
  const region = values.region ?? [];
  const flat = { ...values, provinceCode: region[0], cityCode: region[1], areaCode: region[2] };
  const complete = requirementComplete(flat);
  const chosen = !!values.identity;

  const send = async () => {
    const v = await form.validateFields();
    await submit.mutateAsync({
      identity: v.identity!,
      contact: v.contact ?? '',
      phone: v.phone ?? '',
      companyName: v.identity === 1 ? (v.companyName ?? '') : '',
      budgetRangeCode: v.budgetRangeCode as RequirementInput['budgetRangeCode'],
      sceneId: v.sceneId!,
      categoryPath: v.categoryPath ?? [],
      provinceCode: region[0]!,
      cityCode: region[1]!,
      areaCode: region[2]!,
      remark: v.remark ?? '',
    });
    form.resetFields();
    setDone(true);
  };

  return (
    <>
      <Modal
        title="方案设计服务"
        open={open && !done}
        width={640}
        onCancel={onClose}
        destroyOnHidden
        footer={
          <Button
            type="primary"
            disabled={!complete}
            loading={submit.isPending}
            onClick={() => void send().catch(() => undefined)}
          >
            提交需求
          </Button>
        }
      >
        <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} className="rq-form">
          <Form.Item
            name="identity"
            label="您的身份"
            rules={[{ required: true, message: REQUIREMENT_MESSAGES.identity }]}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: 1, label: '企业' },
                { value: 2, label: '个人' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="contact"
            label="联系人"
            rules={[{ required: true, whitespace: true, message: REQUIREMENT_MESSAGES.contact }]}
          >
            <Input disabled={!chosen} maxLength={20} placeholder="请输入联系人" />
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[
              { required: true, message: REQUIREMENT_MESSAGES.phone },
              {
                validator: (_, v: string) =>
                  !v || isContactPhone(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(REQUIREMENT_MESSAGES.phoneFormat)),
              },
            ]}
          >
            <Input disabled={!chosen} maxLength={PHONE_MAX_LENGTH} placeholder="手机号或座机号" />
          </Form.Item>
          {values.identity === 1 ? (
            <Form.Item
              name="companyName"
              label="公司名称"
              rules={[{ required: true, whitespace: true, message: REQUIREMENT_MESSAGES.company }]}
            >
              <Input maxLength={50} placeholder="请输入公司名称" />
            </Form.Item>
          ) : null}
          <RequirementChoices options={options.data} disabled={!chosen} />
          <Form.Item
            name="region"
            label="项目地址"
            required
            rules={[
              {
                validator: (_, v?: string[]) =>
                  (v?.length ?? 0) >= 3 ? Promise.resolve() : Promise.reject(new Error(REQUIREMENT_MESSAGES.address)),
              },
            ]}
          >
            {chosen ? <RegionField /> : <Input disabled placeholder="请选择省 / 市 / 区县" />}
          </Form.Item>
          <Form.Item
            name="remark"
            label="需求描述"
            rules={[{ required: true, whitespace: true, message: REQUIREMENT_MESSAGES.remark }]}
          >
            <Input.TextArea
              disabled={!chosen}
              rows={3}
              maxLength={500}
              showCount
              placeholder="项目规模、点位数量、特殊要求等"
            />
          </Form.Item>
        </Form>
      </Modal>
      <SuccessDialog
        open={done}
        onClose={() => {
          setDone(false);
          onClose();
        }}
      />
    </>
  );
}

/** The region cascader as a form control (value: province, city, area and optional street codes). */
function RegionField({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  return <RegionCascader value={value ?? []} onChange={(codes) => onChange?.(codes)} />;
}

/** Budget range, installation scene and product types, from the form's options (disabled until the identity). */
function RequirementChoices({ options, disabled }: { options: RequirementOptions | undefined; disabled: boolean }) {
  return (
    <>
      <Form.Item
        name="budgetRangeCode"
        label="预算范围"
        rules={[{ required: true, message: REQUIREMENT_MESSAGES.budget }]}
      >
        <Select
          disabled={disabled}
          placeholder="请选择预算范围"
          options={(options?.budgets ?? []).map((b) => ({ value: b.itemValue, label: b.itemName }))}
        />
      </Form.Item>
      <Form.Item name="sceneId" label="安装场景" rules={[{ required: true, message: REQUIREMENT_MESSAGES.scene }]}>
        <Select
          disabled={disabled}
          placeholder="请选择安装场景"
          options={(options?.scenes ?? []).map((s) => ({ value: s.sceneId, label: s.sceneName }))}
        />
      </Form.Item>
      <Form.Item
        name="categoryPath"
        label="产品类型"
        rules={[{ required: true, message: REQUIREMENT_MESSAGES.category }]}
      >
        <Select
          disabled={disabled}
          mode="multiple"
          maxCount={10}
          placeholder="请选择产品类型"
          options={(options?.categories ?? []).map((c) => ({ value: c.id, label: c.itemValue }))}
        />
      </Form.Item>
    </>
  );
}

/** The request is in: what happens next. */
function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={null}
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
      onCancel={onClose}
      width={420}
    >
      <div style={{ textAlign: 'center', padding: '12px 0' }}>
        <CheckCircleFilled style={{ fontSize: 44, color: '#52c41a' }} />
        <h3 style={{ margin: '12px 0 6px' }}>{REQUIREMENT_WORDS.success}</h3>
        <p style={{ color: '#8a8f99', margin: 0 }}>{REQUIREMENT_WORDS.successText}</p>
      </div>
    </Modal>
  );
}
