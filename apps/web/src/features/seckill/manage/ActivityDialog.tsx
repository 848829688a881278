/** The create/edit dialog of a flash sale: the goods (locked once sold), price, stock, limit, window, dealers. */
import {
  SECKILL_KIND,
  SECKILL_MESSAGES,
  SECKILL_WORDS,
  SECKILL_P_TYPE_LABEL,
  SECKILL_TITLE_MAX,
  formatPriceFen,
  type SeckillManageActivity,
} from '@portal/domain';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { dayjs } from '../../../components/dates.ts';
import { SeckillPicture } from '../components.tsx';
import { useSaveActivity, useSeckillGoods } from '../queries.ts';
import {
  activityFormInitial,
  activityProblems,
  activitySaveBody,
  goodsOptions,
  type ActivityForm,
} from './activity-form.ts';
import { useModelSearch } from './useModelSearch.ts';

export function ActivityDialog({ activity, onClose }: { activity: SeckillManageActivity | null; onClose(): void }) {
  const { message } = useApp();
  const [form] = Form.useForm<ActivityForm>();
  const save = useSaveActivity();
  const kind = (Form.useWatch('kind', form) ?? activity?.kind ?? 1) as 1 | 2;
  const goodsNo = (Form.useWatch('goodsNo', form) ?? '') as string;
  const goods = useSeckillGoods(kind, goodsNo);
  const models = useModelSearch(kind === SECKILL_KIND.SKU);
  const sold = activity?.sold ?? 0;

  const submit = async () => {
    const body = activitySaveBody(await form.validateFields(), activity);
    const problems = activityProblems(body, sold, goods.data?.originPriceFen);
    if (problems.length) {
      void message.warning(problems.join('；'));
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        void message.success(SECKILL_WORDS.saved);
        onClose();
      },
      onError: (e) => void message.error(e.message),
    });
  };

  return (
    <Modal
      open
      title={activity ? '编辑秒杀活动' : '新建秒杀活动'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<ActivityForm>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        data-testid="seckill-form"
        initialValues={activityFormInitial(activity, dayjs(), (iso) => dayjs(iso))}
      >
        <Form.Item name="pType" label="活动类型">
          <Radio.Group
            options={[
              { value: 1, label: SECKILL_P_TYPE_LABEL[1] },
              { value: 2, label: SECKILL_P_TYPE_LABEL[2] },
            ]}
          />
        </Form.Item>
        <Form.Item name="kind" label="秒杀商品">
          <Radio.Group
            disabled={sold > 0}
            onChange={() => form.setFieldValue('goodsNo', '')}
            options={[
              { value: 1, label: '单个型号' },
              { value: 2, label: '套装' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="goodsNo"
          label={kind === SECKILL_KIND.SUIT ? '套装编号' : '型号'}
          rules={[{ required: true, whitespace: true, message: '请选择秒杀商品' }]}
          extra={sold > 0 ? SECKILL_MESSAGES.goodsLocked : undefined}
        >
          {kind === SECKILL_KIND.SUIT ? (
            <Input placeholder="输入套装编号，如 SUIT1001" disabled={sold > 0} maxLength={40} />
          ) : (
            <Select
              showSearch={{ filterOption: false, onSearch: models.search }}
              disabled={sold > 0}
              placeholder="输入产品名称或型号搜索"
              loading={models.searching}
              notFoundContent={models.searching ? '搜索中…' : '输入关键词搜索型号'}
              options={goodsOptions(activity, goodsNo, models.options)}
              data-testid="seckill-goods-select"
            />
          )}
        </Form.Item>
        {goods.data ? (
          <Form.Item label="商品信息">
            <span className="seckill-item-line" data-testid="seckill-goods-preview">
              <SeckillPicture src={goods.data.picUrl} alt={goods.data.title} size={44} />
              <span>
                <div>{goods.data.title}</div>
                <div className="seckill-muted">
                  原价 {formatPriceFen(goods.data.originPriceFen)} · 型号库存 {goods.data.modelStock}
                  {goods.data.items.length > 1 ? ` · ${goods.data.items.length} 个型号` : ''}
                </div>
              </span>
            </span>
          </Form.Item>
        ) : goods.isError && goodsNo ? (
          <Form.Item label="商品信息">
            <Alert type="warning" showIcon title={goods.error.message} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="title"
          label="活动名称"
          rules={[{ max: SECKILL_TITLE_MAX, message: SECKILL_MESSAGES.titleLength }]}
        >
          <Input maxLength={SECKILL_TITLE_MAX} showCount placeholder={goods.data?.title ?? '不填则用商品名称'} />
        </Form.Item>
        <Form.Item
          name="seckillYuan"
          label="秒杀价"
          rules={[{ required: true, message: '请填写秒杀价' }]}
          extra={goods.data ? `不能高于原价 ${formatPriceFen(goods.data.originPriceFen)}` : undefined}
        >
          {/* No min or max here: antd would silently change what was typed (−5 into ¥0.01); the domain's checks refuse
              it with their message on saving (activityProblems). */}
          <InputNumber precision={2} prefix="¥" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="stock"
          label="活动库存"
          rules={[{ required: true, message: '请填写活动库存' }]}
          extra={
            sold > 0
              ? `已售 ${sold} 件，活动库存不能少于已售数量`
              : '活动自己的抢购库存，与型号库存分开计数；下单时同时占用型号库存'
          }
        >
          <InputNumber precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="perUserLimit" label="每人限购" rules={[{ required: true, message: '请填写每人限购' }]}>
          <InputNumber precision={0} style={{ width: 200 }} suffix="件" />
        </Form.Item>
        <Form.Item name="window" label="活动时间" rules={[{ required: true, message: SECKILL_MESSAGES.timeRequired }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm:ss' }} format="YYYY-MM-DD HH:mm:ss" />
        </Form.Item>
        <Form.Item
          name="shopMerchantNos"
          label="参与经销商"
          extra="不填为全部一级经销商；填写经销商编号则仅这些经销商的买家可抢购"
        >
          <Select mode="tags" placeholder="全部一级经销商" tokenSeparators={[',', '，', ' ']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
