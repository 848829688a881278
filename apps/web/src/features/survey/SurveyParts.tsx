/** The survey page's head, plan sources, drawing tools, calibration dialog, scene toolbar and hint. */
import { Button, Segmented } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { type useOrder, ServicerCard } from '../design-order/index.ts';
import { WiringTool } from '../survey-system/index.ts';
import { canAskWalls } from './ai-walls.ts';
import { FileButton } from '../../components/FileButton.tsx';
import { AiWallsTool, DxfImportTool, HiddenProductsTool, PdfImportTool } from './tools.tsx';
import { type Tool } from './PlanCanvas.tsx';
import { type useSceneDetail, type useSurveyMutations } from './queries.ts';
import { SurveyNav, surveyGuard } from './SurveyNav.tsx';
import { type PlanEditor } from './usePlanEditor.ts';

const TOOLS: { value: Tool; label: string }[] = [
  { value: 'select', label: '选择/平移' },
  { value: 'calibrate', label: '标定比例' },
  { value: 'wall', label: '画墙' },
  { value: 'door', label: '画门' },
  { value: 'ruler', label: '测距' },
  { value: 'trunking', label: '线槽' },
  { value: 'well', label: '弱电井' },
];

export type SceneOf = NonNullable<ReturnType<typeof useSceneDetail>['data']>;

/** The order's name, and the survey's links: its pages, the servicer, hidden products, the order's detail. */
export function SurveyHead({ orderId, name }: { orderId: number; name: string }) {
  return (
    <div className="survey-head">
      <h3>{name}</h3>
      <div className="survey-row">
        <SurveyNav orderId={orderId} />
        <ServicerCard orderId={orderId} />
        <HiddenProductsTool orderId={orderId} />
        <Link to={`/tool/designOrder/detail?id=${orderId}`}>设计单详情</Link>
      </div>
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
      <FileButton
        accept="image/png,image/jpeg"
        loading={upload.isPending}
        onFile={(file) =>
          upload.mutate(
            { sceneId: scene.sceneId, file },
            {
              onError: (e) => void message.error(e.message),
              onSuccess: () => void message.success('平面图已上传'),
            },
          )
        }
      >
        {scene.planWidth ? '更换平面图' : '上传平面图'}
      </FileButton>
      <PdfImportTool upload={(file) => upload.mutateAsync({ sceneId: scene.sceneId, file })} />
      <DxfImportTool sceneId={scene.sceneId} orderId={orderId} />
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
      <label className="survey-check">
        <input type="checkbox" checked={grid} onChange={(e) => onGrid(e.target.checked)} />
        网格吸附(0.5米)
      </label>
      <Button onClick={editor.undo} disabled={!editor.canUndo}>
        撤销
      </Button>
      <Button onClick={editor.redo} disabled={!editor.canRedo}>
        重做
      </Button>
    </>
  );
}

/** What the page shows instead of the editor: no order named, loading, no such order, not a survey order. */
export function surveyGate(orderId: number, order: ReturnType<typeof useOrder>['data'], loading: boolean): ReactNode {
  return surveyGuard(orderId, { isLoading: loading, data: order }, '勘测设计');
}

/** The scene's toolbar: plan sources and AI walls (drawing), the tools, delete, wiring and the scale. */
export function SceneToolbar({
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
    <div className="survey-toolbar">
      {drawing && <PlanSources scene={scene} orderId={orderId} upload={upload} />}
      {drawing && scene.planWidth && (
        <AiWallsTool key={scene.sceneId} scene={scene} orderId={orderId} offer={canAskWalls(editor.plan)} />
      )}
      {scene.planWidth && (
        <>
          {drawing && <DrawingTools tool={tool} onTool={onTool} grid={grid} onGrid={onGrid} editor={editor} />}
          <Button onClick={onDelete} disabled={!canDelete}>
            删除所选
          </Button>
          <WiringTool orderId={orderId} sceneId={scene.sceneId} plan={editor.plan} points={points} />
          <span className="survey-scale" data-testid="rule-scale">
            {scene.ruleScale ? `比例 1px = ${scene.ruleScale.toFixed(1)}mm` : '未标定比例'}
          </span>
        </>
      )}
    </div>
  );
}

/** The hint over the plan: placing a product, or drawing trunking. */
export function PlanHint({ placing, tool }: { placing: boolean; tool: Tool }) {
  if (placing) return <div className="survey-hint">点击平面图放置所选产品，Esc 取消</div>;
  if (tool === 'trunking')
    return (
      <div className="survey-hint">依次点击画出线槽（沿走廊或吊顶），Esc 结束；再用“弱电井”放置交换机所在的弱电井</div>
    );
  return null;
}
