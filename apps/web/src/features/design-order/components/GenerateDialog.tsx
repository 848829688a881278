/** Screen C: the generate-order dialog (order name, scene, remark; customer only with group permission). */
import {
  DESIGN_ORDER_MESSAGES,
  withGroupFields,
  type CustomerChoice,
  ORDER_NAME_MAX,
  ORDER_REMARK_MAX,
  SURVEY_ORDER_TYPE,
  DESIGN_ORDER_ROUTES,
  meetsPolicy,
  formatFenGrouped,
  type DesignLine,
  type Totals,
} from '@portal/domain';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/store.ts';
import { toInput } from '../line-edit.ts';
import { useDesignPermissions, useGenerateOrder, useScenes } from '../queries.ts';
import { CustomerPicker } from './CustomerPicker.tsx';

interface Values {
  name: string;
  sceneId?: number;
  remark?: string;
  survey?: boolean;
  customer?: CustomerChoice | null;
}

export function GenerateDialog({
  open,
  lines,
  totals,
  onClose,
  onDone,
}: {
  open: boolean;
  lines: DesignLine[];
  totals: Totals;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const scenes = useScenes();
  const generate = useGenerateOrder();
  const { message } = useApp();
  const navigate = useNavigate();
  const { user } = useSession();
  const { groupPermission } = useDesignPermissions();

  const submit = async () => {
    const v = await form.validateFields();
    const orderType = v.survey ? SURVEY_ORDER_TYPE : null;
    const payload = {
      name: v.name,
      remark: v.remark ?? '',
      sceneId: v.sceneId ?? null,
      orderType,
      amount: totals.totalFen,
      preferential: totals.discountFen,
      productLists: lines.map((l) => ({ ...toInput(l), id: l.id })),
    };
    const { id } = await generate.mutateAsync(withGroupFields(payload, groupPermission, v.customer ?? null));
    message.success('生成成功');
    form.resetFields();
    onDone();
    if (orderType === SURVEY_ORDER_TYPE) navigate(`/survey?id=${id}`, { replace: true });
    else window.open(`/tool/designOrder/detail?id=${id}`, '_blank');
  };

  return (
    <Modal
      title="生成设计单"
      open={open}
      width={560}
      okText="确定"
      cancelText="取消"
      confirmLoading={generate.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <p className="do-muted">
        已选 {lines.length} 件产品，合计 ¥{formatFenGrouped(totals.totalFen)}，优惠 ¥
        {formatFenGrouped(totals.discountFen)}
      </p>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="name"
          label="配单名称"
          normalize={(v: string) => v.replace(/\s+/g, '')}
          rules={[
            { required: true, message: DESIGN_ORDER_MESSAGES.nameRequired },
            { min: 1, max: ORDER_NAME_MAX, message: DESIGN_ORDER_MESSAGES.nameLength },
          ]}
        >
          <Input placeholder="请输入配单名称" maxLength={ORDER_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="sceneId" label="安装场景">
          <Select
            allowClear
            placeholder="请选择安装场景"
            loading={scenes.isLoading}
            options={(scenes.data ?? []).map((s) => ({ value: s.sceneId, label: s.sceneName }))}
          />
        </Form.Item>
        {groupPermission === 1 ? (
          <Form.Item name="customer" label="客户" tooltip="从客户价格分组中选择本设计单的客户（选填）">
            <CustomerPicker />
          </Form.Item>
        ) : null}
        <Form.Item
          name="remark"
          label="备注"
          rules={[{ max: ORDER_REMARK_MAX, message: DESIGN_ORDER_MESSAGES.remarkLength }]}
        >
          <Input.TextArea rows={3} maxLength={ORDER_REMARK_MAX} showCount placeholder="选填" />
        </Form.Item>
        {/* a survey order asks the survey policy of the server (the generate route's policyIf) */}
        {meetsPolicy(DESIGN_ORDER_ROUTES.generate.policyIf.policy, user) ? (
          <Form.Item name="survey" valuePropName="checked">
            <Checkbox>生成后进入勘测设计</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
