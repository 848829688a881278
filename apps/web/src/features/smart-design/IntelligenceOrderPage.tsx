/** /tool/intelligenceOrder?scene=: the questionnaire, the recommended list with reasons, and one-click add. */
import {
  SCENARIOS,
  SMART_API,
  BUY_QUANTITY_MAX,
  priceLabel,
  type RecommendedLine,
  type ScenarioKey,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { newLineInput, useDesignList, useUpdateList } from '../design-order/index.ts';

interface Result {
  lines: RecommendedLine[];
  notes: string[];
}

export default function IntelligenceOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = useApp();
  const scenario = SCENARIOS.find((s) => s.key === params.get('scene')) ?? SCENARIOS[0]!;
  const [form] = Form.useForm<Record<string, number | string>>();
  const list = useDesignList();
  const save = useUpdateList();
  const rec = useMutation({
    mutationFn: (answers: Record<string, number | string>) =>
      api.post<Result>(SMART_API.recommend, { scenario: scenario.key, answers }),
  });

  const addAll = async () => {
    const lines = rec.data?.lines ?? [];
    const existing = new Map((list.data?.lines ?? []).map((l) => [l.skuNo, l]));
    await save.mutateAsync(
      lines.map((l) => {
        const had = existing.get(l.skuNo);
        const quantity = Math.min(BUY_QUANTITY_MAX, l.quantity + (had?.quantity ?? 0));
        const input = newLineInput(
          { spuNo: l.spuNo, skuNo: l.skuNo, price: l.priceFen, skuType: l.skuType },
          quantity,
          had?.rate,
        );
        return had ? { ...input, id: had.id } : input;
      }),
    );
    message.success('已加入配单清单');
    navigate('/tool/designOrder');
  };

  return (
    <div style={{ background: '#fff', padding: 24, borderRadius: 4 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          智能配单 · {scenario.name}
        </Typography.Title>
        <Select<ScenarioKey>
          value={scenario.key}
          style={{ width: 180 }}
          aria-label="场景"
          onChange={(k) => {
            rec.reset();
            navigate(`/tool/intelligenceOrder?scene=${k}`, { replace: true });
          }}
          options={SCENARIOS.map((s) => ({ value: s.key, label: s.name }))}
        />
      </Space>
      <Typography.Paragraph type="secondary">{scenario.intro}</Typography.Paragraph>
      <Form
        key={scenario.key}
        form={form}
        layout="inline"
        initialValues={Object.fromEntries(scenario.questions.map((q) => [q.key, q.default]))}
        onFinish={(v) => rec.mutate(v)}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        {scenario.questions.map((q) => (
          <Form.Item key={q.key} name={q.key} label={q.label}>
            {q.options ? (
              <Select style={{ width: 150 }} options={q.options} aria-label={q.label} />
            ) : (
              <InputNumber
                min={q.min}
                max={q.max}
                step={q.step}
                addonAfter={q.unit}
                style={{ width: 170 }}
                aria-label={q.label}
              />
            )}
          </Form.Item>
        ))}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={rec.isPending}>
            生成推荐清单
          </Button>
        </Form.Item>
      </Form>
      {rec.data ? (
        <>
          {rec.data.notes.map((n) => (
            <Alert key={n} type="info" showIcon message={n} style={{ marginBottom: 8 }} />
          ))}
          <Table<RecommendedLine>
            rowKey="skuNo"
            size="middle"
            pagination={false}
            dataSource={rec.data.lines}
            columns={[
              {
                title: '产品',
                key: 'name',
                render: (_, l) => <Link to={`/product/detail?id=${encodeURIComponent(l.spuNo)}`}>{l.name}</Link>,
              },
              { title: '型号', dataIndex: 'model', width: 200 },
              { title: '分类', dataIndex: 'category', width: 130 },
              { title: '单价(元)', key: 'price', width: 110, render: (_, l) => priceLabel(l.priceFen, l.skuType) },
              { title: '数量', dataIndex: 'quantity', width: 80 },
              { title: '推荐理由', dataIndex: 'reason' },
            ]}
          />
          <div style={{ marginTop: 16, textAlign: 'right' }}>
            <Button
              type="primary"
              size="large"
              loading={save.isPending}
              onClick={() => void addAll().catch(() => undefined)}
            >
              一键加入配单清单
            </Button>
          </div>
        </>
      ) : (
        <Empty description="填写问卷后生成推荐清单" style={{ margin: '48px 0' }} />
      )}
    </div>
  );
}
