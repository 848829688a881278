/**
 * /survey?id=: the survey of a design order of type 11. Scenes on the left; the plan in the middle (upload,
 * calibrate, walls and doors, products placed at points with their camera views, DORI bands and the pixel
 * density under the pointer); the order's lines on the right, their quantities and total following the plan.
 */
import { type ImagePoint, SURVEY_ORDER_TYPE } from '@portal/domain';
import { Button, Checkbox, InputNumber, Modal, Result, Segmented, Space, Spin, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
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
  const workWidth = useWidthOf(workRef, order.data, scenes.data);

  const hidden = useHiddenSkus(orderId);
  const allPoints = useMemo(() => detail.data?.points ?? [], [detail.data]);
  // Hidden products stay in the order but are not drawn on the plan.
  const points = useMemo(() => allPoints.filter((p) => !hidden.has(p.skuNo)), [allPoints, hidden]);
  const views = useMemo(() => (editor.plan ? cameraViews(editor.plan, points) : []), [editor.plan, points]);
  const selectedPoint = selected?.startsWith('p') ? points.find((p) => `p${p.id}` === selected) : undefined;

  const { place, move, update } = usePointWrites(m, current);
  const deleteSelected = () => {
    if (!selected || !current) return;
    if (selectedPoint) m.removePoint.mutate({ id: selectedPoint.id, sceneId: current });
    else editor.apply({ type: 'deleteElement', id: selected });
    setSelected(null);
  };

  useEditorKeys(editor, setTool, setPlacing);

  const gate = surveyGate(orderId, order.data, order.isLoading || scenes.isLoading);
  if (gate || !order.data) return gate;

  const scene = detail.data;
  return (
    <div className="survey-page">
      <SurveyHead orderId={orderId} name={order.data.name} />
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
              <SceneToolbar
                scene={scene}
                orderId={orderId}
                drawing={drawing}
                editor={editor}
                upload={m.upload}
                tool={placing ? 'place' : tool}
                onTool={(v) => {
                  setPlacing(null);
                  setTool(v);
                }}
                grid={grid}
                onGrid={setGrid}
                canDelete={!!selected}
                onDelete={deleteSelected}
                points={allPoints}
              />
              <PlanHint placing={!!placing} tool={tool} />
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
                  onMovePoint={move}
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
              onChange={(f) => update(selectedPoint.id, f)}
              onDelete={() => {
                m.removePoint.mutate({ id: selectedPoint.id, sceneId: current });
                setSelected(null);
              }}
            />
          )}
        </div>
      </div>
      <ProductPicker open={pickerOpen} onClose={() => setPickerOpen(false)} onPick={(sku) => setPlacing(sku)} />
      <CalibrateDialog
        calib={calib}
        metres={metres}
        onMetres={setMetres}
        onClose={() => setCalib(null)}
        onApply={(realMm) => {
          if (!calib) return;
          if (editor.apply({ type: 'calibrate', a: calib.a, b: calib.b, realMm })) {
            setCalib(null);
            setTool('select');
          }
        }}
      />
    </div>
  );
}

/** The width of the element `ref` holds, following its resizes (read again when `deps` change: it may be new). */
function useWidthOf(ref: RefObject<HTMLDivElement | null>, ...deps: unknown[]): number {
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([e]) => e && setWidth(Math.max(320, Math.floor(e.contentRect.width) - 2)));
    ro.observe(el);
    return () => ro.disconnect();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return width;
}

/** Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl/⌘+Y redo, Esc drops the tool and the product being placed (not in inputs). */
function useEditorKeys(editor: PlanEditor, setTool: (t: Tool) => void, setPlacing: (skuNo: string | null) => void) {
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
  }, [editor, setTool, setPlacing]);
}

type PlanEditor = ReturnType<typeof usePlanEditor>;
type SceneOf = NonNullable<ReturnType<typeof useSceneDetail>['data']>;

/** The order's name, and the survey's links: its pages, the servicer, hidden products, the order's detail. */
function SurveyHead({ orderId, name }: { orderId: number; name: string }) {
  return (
    <div className="survey-head">
      <h3>{name}</h3>
      <Space>
        <SurveyNav orderId={orderId} />
        <ServicerCard orderId={orderId} />
        <HiddenProducts orderId={orderId} />
        <Link to={`/tool/designOrder/detail?id=${orderId}`}>设计单详情</Link>
      </Space>
    </div>
  );
}

/** Where the scene's plan comes from: a PNG or JPG picture, a PDF page, or a DXF drawing. */
function PlanSources({
  scene,
  orderId,
  upload,
}: {
  scene: SceneOf;
  orderId: number;
  upload: ReturnType<typeof useSurveyMutations>['upload'];
}) {
  const { message } = useApp();
  return (
    <>
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          upload.mutate(
            { sceneId: scene.sceneId, file },
            {
              onError: (e) => void message.error(e.message),
              onSuccess: () => void message.success('平面图已上传'),
            },
          );
          return false;
        }}
      >
        <Button loading={upload.isPending}>{scene.planWidth ? '更换平面图' : '上传平面图'}</Button>
      </Upload>
      <PdfImport upload={(file) => upload.mutateAsync({ sceneId: scene.sceneId, file })} />
      <DxfImport sceneId={scene.sceneId} orderId={orderId} />
    </>
  );
}

/** The drawing tools, the grid snap, undo and redo. */
function DrawingTools({
  tool,
  onTool,
  grid,
  onGrid,
  editor,
}: {
  tool: Tool;
  onTool: (t: Tool) => void;
  grid: boolean;
  onGrid: (on: boolean) => void;
  editor: PlanEditor;
}) {
  return (
    <>
      <Segmented value={tool} options={TOOLS} onChange={(v) => onTool(v as Tool)} />
      <Checkbox checked={grid} onChange={(e) => onGrid(e.target.checked)}>
        网格吸附(0.5米)
      </Checkbox>
      <Button onClick={editor.undo} disabled={!editor.canUndo}>
        撤销
      </Button>
      <Button onClick={editor.redo} disabled={!editor.canRedo}>
        重做
      </Button>
    </>
  );
}

/** The calibration's second step: the real distance between the two clicked points. */
function CalibrateDialog({
  calib,
  metres,
  onMetres,
  onClose,
  onApply,
}: {
  calib: { a: ImagePoint; b: ImagePoint } | null;
  metres: number | null;
  onMetres: (m: number | null) => void;
  onClose: () => void;
  onApply: (realMm: number) => void;
}) {
  return (
    <Modal title="标定比例" open={!!calib} okText="确定" onCancel={onClose} onOk={() => onApply((metres ?? 0) * 1000)}>
      <p>两点之间的实际距离：</p>
      <InputNumber
        aria-label="实际距离"
        addonAfter="米"
        value={metres}
        onChange={onMetres}
        min={0}
        style={{ width: 200 }}
      />
    </Modal>
  );
}

/** What the page shows instead of the editor: no order named, loading, no such order, not a survey order. */
function surveyGate(orderId: number, order: ReturnType<typeof useOrder>['data'], loading: boolean): ReactNode {
  if (!orderId)
    return (
      <Result
        status="info"
        title="勘测设计"
        subTitle="请从设计单进入勘测设计"
        extra={<Link to="/tool/designOrder">我的设计单</Link>}
      />
    );
  if (loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!order) return <Result status="404" title="设计单不存在" />;
  if (order.orderType !== SURVEY_ORDER_TYPE)
    return (
      <Result
        status="warning"
        title="该设计单不是勘测设计单"
        extra={<Link to={`/tool/designOrder/detail?id=${orderId}`}>查看设计单</Link>}
      />
    );
  return null;
}

/** The scene's toolbar: plan sources and AI walls (drawing), the tools, delete, wiring and the scale. */
function SceneToolbar({
  scene,
  orderId,
  drawing,
  editor,
  upload,
  tool,
  onTool,
  grid,
  onGrid,
  canDelete,
  onDelete,
  points,
}: {
  scene: SceneOf;
  orderId: number;
  drawing: boolean;
  editor: PlanEditor;
  upload: ReturnType<typeof useSurveyMutations>['upload'];
  tool: Tool;
  onTool: (t: Tool) => void;
  grid: boolean;
  onGrid: (on: boolean) => void;
  canDelete: boolean;
  onDelete: () => void;
  points: SceneOf['points'];
}) {
  return (
    <Space wrap className="survey-toolbar">
      {drawing && <PlanSources scene={scene} orderId={orderId} upload={upload} />}
      {drawing && scene.planWidth && (
        <AiWallsPanel key={scene.sceneId} scene={scene} orderId={orderId} offer={canAskWalls(editor.plan)} />
      )}
      {scene.planWidth && (
        <>
          {drawing && <DrawingTools tool={tool} onTool={onTool} grid={grid} onGrid={onGrid} editor={editor} />}
          <Button onClick={onDelete} disabled={!canDelete}>
            删除所选
          </Button>
          <WiringPanel orderId={orderId} sceneId={scene.sceneId} plan={editor.plan} points={points} />
          <span className="survey-scale" data-testid="rule-scale">
            {scene.ruleScale ? `比例 1px = ${scene.ruleScale.toFixed(1)}mm` : '未标定比例'}
          </span>
        </>
      )}
    </Space>
  );
}

/** The hint over the plan: placing a product, or drawing trunking. */
function PlanHint({ placing, tool }: { placing: boolean; tool: Tool }) {
  if (placing) return <div className="survey-hint">点击平面图放置所选产品，Esc 取消</div>;
  if (tool === 'trunking')
    return (
      <div className="survey-hint">依次点击画出线槽（沿走廊或吊顶），Esc 结束；再用“弱电井”放置交换机所在的弱电井</div>
    );
  return null;
}

/** The point writes of the plan: place a product at a spot (the order's new total shown), move a point, edit one. */
function usePointWrites(m: ReturnType<typeof useSurveyMutations>, sceneId: number | null) {
  const { message } = useApp();
  const place = (skuNo: string, at: ImagePoint) => {
    if (!sceneId) return;
    m.addPoint.mutate(
      { sceneId, skuNo, x: Math.round(at.x), y: Math.round(at.y), azimuthDeg: 0 },
      {
        onSuccess: (r) => void message.success(`已布设，设计单合计 ¥${(r.amount / 100).toFixed(2)}`),
        onError: (e) => void message.error(e.message),
      },
    );
  };
  const move = (id: number, at: ImagePoint) =>
    m.updatePoint.mutate(
      { id, x: Math.round(at.x), y: Math.round(at.y) },
      { onError: (e) => void message.error(e.message) },
    );
  const update = (id: number, f: Omit<Parameters<typeof m.updatePoint.mutate>[0], 'id'>) =>
    m.updatePoint.mutate({ id, ...f }, { onError: (e) => void message.error(e.message) });
  return { place, move, update };
}
