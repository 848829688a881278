/**
 * "智能布线" on the survey plan: the server routes every network device of the scene along the trunking to the
 * nearest well (a preview drawn on the plan), the drawer lists the runs — length with slack, over 90 m flagged —
 * and saving keeps the schedule and puts the cable boxes, RJ-45 and modules into the design order's lines. When
 * the plan lacks something the wiring needs, the drawer says what and how to add it.
 */
import { wallCrossingText, type PlanDocument, type SurveyPoint } from '@portal/domain';
import { Alert, Button, Descriptions, Drawer, List, Space, Table, Tag, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { useWiring, useWiringPreview, type WiringView } from './queries.ts';
import { metres, wiringReadiness } from './readiness.ts';

export function WiringPanel(props: {
  orderId: number;
  sceneId: number;
  plan: PlanDocument | null;
  points: readonly SurveyPoint[];
  /** Mounted by the toolbar's button (WiringTool): start at once, as that click asked. */
  autoStart?: boolean;
}) {
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const w = useWiring(props.orderId);
  const preview = useWiringPreview(props.sceneId);
  const run = () => {
    setOpen(true);
    w.start.mutate(props.sceneId);
  };
  useEffect(() => {
    if (props.autoStart) run();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const error = w.start.error ?? w.save.error;
  const checklist = wiringReadiness(props.plan, props.points);
  const wiring: WiringView | null | undefined = w.start.isError ? null : preview.data;
  return (
    <>
      <Button type="primary" ghost onClick={run} loading={w.start.isPending} data-testid="wiring-start">
        智能布线
      </Button>
      <Drawer title="智能布线" width={680} open={open} onClose={() => setOpen(false)} mask={false}>
        {error && (
          <Alert
            type="warning"
            showIcon
            data-testid="wiring-error"
            message={error.message}
            description={
              <List
                size="small"
                dataSource={checklist}
                renderItem={(c) => (
                  <List.Item>
                    <Space>
                      <Tag color={c.ok ? 'green' : 'red'}>{c.ok ? '已具备' : '缺少'}</Tag>
                      <span style={{ whiteSpace: 'nowrap' }}>
                        {c.label}
                        {c.count !== null && `（${c.count}）`}
                      </span>
                      {!c.ok && <Typography.Text type="secondary">{c.missing}</Typography.Text>}
                    </Space>
                  </List.Item>
                )}
              />
            }
            style={{ marginBottom: 16 }}
          />
        )}
        {wiring && <WiringResult wiring={wiring} />}
        {wiring && (
          <Button
            type="primary"
            block
            loading={w.save.isPending}
            disabled={!wiring.runs.length}
            data-testid="wiring-save"
            onClick={() =>
              w.save.mutate(props.sceneId, {
                onSuccess: (r) => void message.success(`布线已保存，设计单合计 ¥${(r.amount / 100).toFixed(2)}`),
              })
            }
          >
            保存布线并计入设计单（网线、水晶头、信息模块）
          </Button>
        )}
      </Drawer>
    </>
  );
}

function WiringResult({ wiring }: { wiring: WiringView }) {
  const over = wiring.runs.filter((r) => r.over90m).length;
  return (
    <div data-testid="wiring-result">
      <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="线缆">{wiring.runs.length} 根</Descriptions.Item>
        <Descriptions.Item label="安装总长">{metres(wiring.totalInstalledM)}</Descriptions.Item>
        <Descriptions.Item label="采购总长(含余量)">{metres(wiring.totalPurchasedM)}</Descriptions.Item>
        <Descriptions.Item label="网线">{wiring.boxCount} 箱</Descriptions.Item>
        <Descriptions.Item label="水晶头">{wiring.rj45Count} 个</Descriptions.Item>
        <Descriptions.Item label="信息模块">{wiring.moduleCount} 个</Descriptions.Item>
        {wiring.wallCrossings > 0 && <Descriptions.Item label="穿墙孔">{wiring.wallCrossings} 处</Descriptions.Item>}
      </Descriptions>
      {over > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${over} 根线缆水平长度超过 90 米，请增设弱电井或改用光纤`}
        />
      )}
      {wiring.unreachable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${wiring.unreachable.length} 台设备没有线槽通往弱电井：${wiring.unreachable.map((u) => u.label).join('、')}`}
        />
      )}
      {wiring.warnings.map((t) => (
        <Alert key={t} type="info" showIcon style={{ marginBottom: 12 }} message={t} />
      ))}
      <Table
        rowKey="runId"
        size="small"
        pagination={false}
        dataSource={wiring.runs}
        scroll={{ y: 360 }}
        rowClassName={(r) => (r.over90m ? 'survey-run-over' : '')}
        columns={[
          { title: '编号', dataIndex: 'runId', width: 70 },
          { title: '起点', dataIndex: 'from', ellipsis: true },
          { title: '终点', dataIndex: 'to', width: 80, ellipsis: true },
          { title: '水平', dataIndex: 'horizontalM', render: metres, width: 80 },
          { title: '垂直', dataIndex: 'verticalM', render: metres, width: 70 },
          { title: '安装长度', dataIndex: 'installedM', render: metres, width: 90 },
          {
            title: '采购长度(含余量)',
            dataIndex: 'purchasedM',
            width: 130,
            render: (v: number, r) => (
              <Space size={4}>
                {metres(v)}
                {r.over90m && <Tag color="red">超90米</Tag>}
                {r.wallCrossings > 0 && <Tag color="orange">{wallCrossingText(r.wallCrossings)}</Tag>}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
