/**
 * /survey?id=: the survey of a design order of type 11. Scenes on the left; the plan in the middle (upload,
 * calibrate, walls and doors, products placed at points with their camera views, DORI bands and the pixel
 * density under the pointer); the order's lines on the right, their quantities and total following the plan.
 */
import { type ImagePoint } from '@portal/domain';
import { useApp } from '../../components/feedback/useApp.ts';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOrder } from '../design-order/index.ts';
import { CableRunsLayer, useSceneRuns } from '../survey-system/index.ts';
import { cameraViews } from './coverage.ts';
import { LinesPanel } from './LinesPanel.tsx';
import { PlanCanvas, type Tool } from './PlanCanvas.tsx';
import { useHiddenSkus, useSceneDetail, useSurveyMutations, useSurveyScenes } from './queries.ts';
import { ScenesPanel } from './ScenesPanel.tsx';
import { type PlanEditor, usePlanEditor } from './usePlanEditor.ts';
import '../../styles/survey.css';
import { SurveyHead, surveyGate, SceneToolbar, PlanHint } from './SurveyParts.tsx';
import { DevicePanel, ProductPicker, useCalibration } from './tools.tsx';
import { WhenOpened } from '../../components/lazy.tsx';
import { SurveyNotice } from './SurveyNav.tsx';

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
  const calibration = useCalibration(editor, () => setTool('select'));
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
            <SurveyNotice title="新增一个场景（楼层或区域），再上传它的平面图" />
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
                  onCalibrate={calibration.start}
                  onPlace={(at) => placing && place(placing, at)}
                  onMovePoint={move}
                  onDropSku={(sku, at) => place(sku, at)}
                  overlay={(s) => <CableRunsLayer plan={editor.plan!} runs={runs} scale={s} />}
                />
              ) : (
                <SurveyNotice title="上传 PNG 或 JPG 平面图（≤10MB），或导入 DXF 图纸后开始绘制" />
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
      <WhenOpened open={pickerOpen}>
        <ProductPicker open={pickerOpen} onClose={() => setPickerOpen(false)} onPick={(sku) => setPlacing(sku)} />
      </WhenOpened>
      {calibration.dialog}
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
