/**
 * /survey?id=: the survey of a design order of type 11. Scenes on the left; the plan in the middle (upload,
 * calibrate, walls and doors, products placed at points with their camera views, DORI bands and the pixel
 * density under the pointer); the order's lines on the right, their quantities and total following the plan.
 */
import { type ImagePoint, SURVEY_ORDER_TYPE } from '@portal/domain';
import { Button, Checkbox, InputNumber, Modal, Result, Segmented, Space, Spin, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrder, ServicerCard } from '../design-order/index.ts';
import { CableRunsLayer, useSceneRuns, WiringPanel } from '../survey-system/index.ts';
import { cameraViews } from './coverage.ts';
import { DevicePanel } from './DevicePanel.tsx';
import { canAskWalls } from './ai-walls.ts';
import { AiWallsPanel } from './AiWallsPanel.tsx';
import { DxfImport } from './DxfImport.tsx';
import { HiddenProducts, useHiddenSkus } from './HiddenProducts.tsx';
import { LinesPanel } from './LinesPanel.tsx';
import { PdfImport } from './PdfImport.tsx';
import { PlanCanvas, type Tool } from './PlanCanvas.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { useSceneDetail, useSurveyMutations, useSurveyScenes } from './queries.ts';
import { ScenesPanel } from './ScenesPanel.tsx';
import { SurveyNav } from './SurveyNav.tsx';
import { usePlanEditor } from './usePlanEditor.ts';
import '../../styles/survey.css';

const TOOLS: { value: Tool; label: string }[] = [
  { value: 'select', label: '选择/平移' },
  { value: 'calibrate', label: '标定比例' },
  { value: 'wall', label: '画墙' },
  { value: 'door', label: '画门' },
  { value: 'ruler', label: '测距' },
  { value: 'trunking', label: '线槽' },
  { value: 'well', label: '弱电井' },
];

/**
 * `design` (/survey): the whole editor. `products` (/survey/planDesign/distributionProducts): the same editor set to
 * placing products — the plan, the order's lines, the picker and each device's deploy detail, no drawing tools.
 */
export default function SurveyPage({ mode = 'design' }: { mode?: 'design' | 'products' }) {
  const drawing = mode === 'design';
  const { message } = useApp();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const order = useOrder(orderId);
  const scenes = useSurveyScenes(orderId);
  const [sceneId, setSceneId] = useState<number | null>(Number(params.get('sceneId')) || null);
  const current = sceneId ?? scenes.data?.[0]?.sceneId ?? null;
  const detail = useSceneDetail(current);
  const m = useSurveyMutations(orderId);
  const editor = usePlanEditor(orderId, detail.data);
  const runs = useSceneRuns(orderId, current);
  const [tool, setTool] = useState<Tool>('select');
  const [grid, setGrid] = useState(true);
  const [placing, setPlacing] = useState<string | null>(null);
  // A device list's link names the point to show (?point=).
  const [selected, setSelected] = useState<string | null>(params.get('point') ? `p${params.get('point')}` : null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [calib, setCalib] = useState<{ a: ImagePoint; b: ImagePoint } | null>(null);
  const [metres, setMetres] = useState<number | null>(null);
  const workRef = useRef<HTMLDivElement>(null);
  const [workWidth, setWorkWidth] = useState(800);
  useEffect(() => {
    const el = workRef.current;
    if (!el) return;
    const ro = new ResizeObserver(([e]) => e && setWorkWidth(Math.max(320, Math.floor(e.contentRect.width) - 2)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [order.data, scenes.data]);

  const hidden = useHiddenSkus(orderId);
  const allPoints = useMemo(() => detail.data?.points ?? [], [detail.data]);
  // Hidden products stay in the order but are not drawn on the plan.
  const points = useMemo(() => allPoints.filter((p) => !hidden.has(p.skuNo)), [allPoints, hidden]);
  const views = useMemo(() => (editor.plan ? cameraViews(editor.plan, points) : []), [editor.plan, points]);
  const selectedPoint = selected?.startsWith('p') ? points.find((p) => `p${p.id}` === selected) : undefined;

  const place = (skuNo: string, at: ImagePoint) => {
    if (!current) return;
    m.addPoint.mutate(
      { sceneId: current, skuNo, x: Math.round(at.x), y: Math.round(at.y), azimuthDeg: 0 },
      {
        onSuccess: (r) => void message.success(`已布设，设计单合计 ¥${(r.amount / 100).toFixed(2)}`),
        onError: (e) => void message.error(e.message),
      },
    );
  };
  const deleteSelected = () => {
    if (!selected || !current) return;
    if (selectedPoint) m.removePoint.mutate({ id: selectedPoint.id, sceneId: current });
    else editor.apply({ type: 'deleteElement', id: selected });
    setSelected(null);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement).closest('input, textarea')) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') editor[e.shiftKey ? 'redo' : 'undo']();
      else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') editor.redo();
      else if (e.key === 'Escape') {
        setTool('select');
        setPlacing(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  if (!orderId)
    return (
      <Result
        status="info"
        title="勘测设计"
        subTitle="请从设计单进入勘测设计"
        extra={<Link to="/tool/designOrder">我的设计单</Link>}
      />
    );
  if (order.isLoading || scenes.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!order.data) return <Result status="404" title="设计单不存在" />;
  if (order.data.orderType !== SURVEY_ORDER_TYPE)
    return (
      <Result
        status="warning"
        title="该设计单不是勘测设计单"
        extra={<Link to={`/tool/designOrder/detail?id=${orderId}`}>查看设计单</Link>}
      />
    );

  const scene = detail.data;
  return (
    <div className="survey-page">
      <div className="survey-head">
        <h3>{order.data.name}</h3>
        <Space>
          <SurveyNav orderId={orderId} />
          <ServicerCard orderId={orderId} />
          <HiddenProducts orderId={orderId} />
          <Link to={`/tool/designOrder/detail?id=${orderId}`}>设计单详情</Link>
        </Space>
      </div>
      <div className="survey-body">
        <ScenesPanel
          orderId={orderId}
          scenes={scenes.data ?? []}
          current={current}
          onChoose={(id) => {
            setSceneId(id);
            setSelected(null);
            setParams({ id: String(orderId), sceneId: String(id) }, { replace: true });
          }}
        />
        <div className="survey-work" ref={workRef}>
          {!scene ? (
            <Result status="info" title="新增一个场景（楼层或区域），再上传它的平面图" />
          ) : (
            <>
              <Space wrap className="survey-toolbar">
                {drawing && (
                  <>
                    <Upload
                      accept="image/png,image/jpeg"
                      showUploadList={false}
                      beforeUpload={(file) => {
                        m.upload.mutate(
                          { sceneId: scene.sceneId, file },
                          {
                            onError: (e) => void message.error(e.message),
                            onSuccess: () => void message.success('平面图已上传'),
                          },
                        );
                        return false;
                      }}
                    >
                      <Button loading={m.upload.isPending}>{scene.planWidth ? '更换平面图' : '上传平面图'}</Button>
                    </Upload>
                    <PdfImport upload={(file) => m.upload.mutateAsync({ sceneId: scene.sceneId, file })} />
                    <DxfImport sceneId={scene.sceneId} orderId={orderId} />
                  </>
                )}
                {drawing && scene.planWidth && (
                  <AiWallsPanel key={scene.sceneId} scene={scene} orderId={orderId} offer={canAskWalls(editor.plan)} />
                )}
                {scene.planWidth && (
                  <>
                    {drawing && (
                      <>
                        <Segmented
                          value={placing ? 'place' : tool}
                          options={TOOLS}
                          onChange={(v) => {
                            setPlacing(null);
                            setTool(v as Tool);
                          }}
                        />
                        <Checkbox checked={grid} onChange={(e) => setGrid(e.target.checked)}>
                          网格吸附(0.5米)
                        </Checkbox>
                        <Button onClick={editor.undo} disabled={!editor.canUndo}>
                          撤销
                        </Button>
                        <Button onClick={editor.redo} disabled={!editor.canRedo}>
                          重做
                        </Button>
                      </>
                    )}
                    <Button onClick={deleteSelected} disabled={!selected}>
                      删除所选
                    </Button>
                    <WiringPanel orderId={orderId} sceneId={scene.sceneId} plan={editor.plan} points={allPoints} />
                    <span className="survey-scale" data-testid="rule-scale">
                      {scene.ruleScale ? `比例 1px = ${scene.ruleScale.toFixed(1)}mm` : '未标定比例'}
                    </span>
                  </>
                )}
              </Space>
              {placing && <div className="survey-hint">点击平面图放置所选产品，Esc 取消</div>}
              {!placing && tool === 'trunking' && (
                <div className="survey-hint">
                  依次点击画出线槽（沿走廊或吊顶），Esc 结束；再用“弱电井”放置交换机所在的弱电井
                </div>
              )}
              {editor.plan?.image ? (
                <PlanCanvas
                  planUrl={scene.planUrl}
                  plan={editor.plan}
                  points={points}
                  views={views}
                  tool={placing ? 'place' : tool}
                  grid={grid}
                  selectedId={selected}
                  width={workWidth}
                  height={560}
                  onSelect={setSelected}
                  onAction={editor.apply}
                  onCalibrate={(a, b) => {
                    setCalib({ a, b });
                    setMetres(null);
                  }}
                  onPlace={(at) => placing && place(placing, at)}
                  onMovePoint={(id, at) =>
                    m.updatePoint.mutate(
                      { id, x: Math.round(at.x), y: Math.round(at.y) },
                      { onError: (e) => void message.error(e.message) },
                    )
                  }
                  onDropSku={(sku, at) => place(sku, at)}
                  overlay={(s) => <CableRunsLayer plan={editor.plan!} runs={runs} scale={s} />}
                />
              ) : (
                <Result status="info" title="上传 PNG 或 JPG 平面图（≤10MB），或导入 DXF 图纸后开始绘制" />
              )}
            </>
          )}
        </div>
        <div className="survey-side">
          <LinesPanel
            order={order.data}
            points={allPoints}
            hidden={hidden}
            placing={placing}
            onPlace={(l) => setPlacing(l.skuNo)}
            onPicker={() => setPickerOpen(true)}
          />
          {selectedPoint && current && (
            <DevicePanel
              point={selectedPoint}
              view={views.find((v) => v.point.id === selectedPoint.id)}
              onChange={(f) =>
                m.updatePoint.mutate({ id: selectedPoint.id, ...f }, { onError: (e) => void message.error(e.message) })
              }
              onDelete={() => {
                m.removePoint.mutate({ id: selectedPoint.id, sceneId: current });
                setSelected(null);
              }}
            />
          )}
        </div>
      </div>
      <ProductPicker open={pickerOpen} onClose={() => setPickerOpen(false)} onPick={(sku) => setPlacing(sku)} />
      <Modal
        title="标定比例"
        open={!!calib}
        okText="确定"
        onCancel={() => setCalib(null)}
        onOk={() => {
          if (!calib) return;
          if (editor.apply({ type: 'calibrate', a: calib.a, b: calib.b, realMm: (metres ?? 0) * 1000 })) {
            setCalib(null);
            setTool('select');
          }
        }}
      >
        <p>两点之间的实际距离：</p>
        <InputNumber
          aria-label="实际距离"
          addonAfter="米"
          value={metres}
          onChange={setMetres}
          min={0}
          style={{ width: 200 }}
        />
      </Modal>
    </div>
  );
}
