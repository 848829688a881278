/**
 * The plan canvas (react-konva): the plan image, walls, doors, product points and camera views. It draws
 * what it is given and reports intents (an action on the plan, a placement, a move); the state is the editor's.
 */
import { type ImagePoint, imagePoint, SNAP_RADIUS_SCREEN_PX, snapPoint } from '@portal/domain';
import type Konva from '../../components/konva.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Image as KImage, Layer, Line, Rect, Stage } from '../../components/konva.ts';
import { bestDensity } from './coverage.ts';
import { STILL } from './plan-view.ts';
import {
  DRAWING_STROKE,
  usePlanView,
  usePlanShapes,
  PointerStatus,
  RulerStatus,
  type Props,
} from './PlanCanvasParts.tsx';
export type { Tool } from './PlanCanvasParts.tsx';

function useImage(url: string | null): HTMLImageElement | null {
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  // A plan is a private file: its signed link changes every few minutes, the picture does not — the same
  // file under a new signature is not loaded again.
  const [src, setSrc] = useState(url);
  if ((src?.split('?')[0] ?? null) !== (url?.split('?')[0] ?? null)) setSrc(url);
  useEffect(() => {
    setImg(null);
    if (!src) return;
    const i = new window.Image();
    i.onload = () => setImg(i);
    i.src = src;
    return () => {
      i.onload = null;
    };
  }, [src]);
  return img;
}

const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function PlanCanvas(p: Props) {
  const img = useImage(p.planUrl);
  const stageRef = useRef<Konva.Stage>(null);
  const bandsRef = useRef<Konva.Group>(null);
  const [pointer, setPointer] = useState<ImagePoint | null>(null);
  const image = p.plan.image;
  const { control, view } = usePlanView(stageRef, bandsRef, p);
  const scale = view.scale;
  const editable = p.tool === 'select' && !p.readOnly;
  /** Where a click or a dragged end lands: a wall or door end near it, else the grid (snap.ts). */
  const snap = (q: ImagePoint, exclude?: string) =>
    snapPoint(q, p.plan, { radiusPx: SNAP_RADIUS_SCREEN_PX / scale, grid: !!p.grid, ...(exclude ? { exclude } : {}) })
      .point;
  /** A wall or door dragged by (dx, dy): its first end snaps, the whole element follows. */
  const dragBy = (id: string, a: ImagePoint, dx: number, dy: number) => {
    const to = snap(imagePoint(a.x + dx, a.y + dy), id);
    p.onAction({ type: 'moveElement', id, dx: to.x - a.x, dy: to.y - a.y, commit: true });
  };
  // The latest props and helpers, for the handlers of the shapes kept between renders (below).
  const live = useRef({ p, dragBy });
  live.current = { p, dragBy };

  /** The plan point under the pointer, at the view shown (during a wheel gesture the stage still has the last one). */
  const at = (): ImagePoint | null => {
    const q = stageRef.current?.getPointerPosition();
    const v = control.current?.view.view;
    if (!q || !v) return null;
    return imagePoint((q.x - v.x) / v.scale, (q.y - v.y) / v.scale);
  };
  const { start, ruler, onClick } = useToolClicks(p, snap, at);

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const ptr = stageRef.current?.getPointerPosition();
    if (ptr) control.current?.view.wheel(ptr, e.evt.deltaY < 0);
  };

  const density = useMemo(
    () => (pointer ? bestDensity(p.plan.calibration, p.plan, p.points, pointer) : null),
    [pointer, p.plan, p.points],
  );
  const lw = 2 / scale;

  const { walls, doors, markers } = usePlanShapes(p, scale, editable, live);
  const drawOverlay = p.overlay;
  const overlay = useMemo(() => drawOverlay?.(scale), [drawOverlay, scale]);

  return (
    <div
      className="survey-canvas"
      data-testid="plan-canvas"
      style={{ width: p.width }}
      data-view={`${view.scale},${view.x},${view.y}`}
      data-walls={p.plan.walls.length}
      data-points={p.points.length}
      data-image={image ? `${image.width}x${image.height}` : ''}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        const sku = e.dataTransfer.getData('text/sku');
        stageRef.current?.setPointersPositions(e);
        const q = at();
        if (sku && q) p.onDropSku(sku, q);
      }}
    >
      <Stage
        ref={stageRef}
        width={p.width}
        height={p.height}
        draggable={p.tool === 'select'}
        onDragMove={(e) => {
          if (e.target === stageRef.current) control.current?.view.dragging();
        }}
        onDragEnd={(e) => {
          if (e.target === stageRef.current) control.current?.view.settle();
        }}
        onWheel={onWheel}
        onMouseDown={() => control.current?.view.flush()}
        onClick={onClick}
        onMouseMove={() => {
          if (!stageRef.current?.isDragging()) setPointer(at());
        }}
        onMouseLeave={() => setPointer(null)}
        style={{ cursor: p.tool === 'select' ? 'grab' : 'crosshair' }}
      >
        {/* The plan: its picture, the bands (a bitmap, plan-view.ts), walls, doors, wiring, the calibration. */}
        <Layer>
          <Group>
            {img ? (
              <KImage image={img} name="plan-image" />
            ) : (
              image && <Rect width={image.width} height={image.height} fill="#fff" name="plan-image" />
            )}
            <Group ref={bandsRef} listening={false} />
            {walls}
            {doors}
            {overlay}
            {p.plan.calibration && (
              <Line
                points={[
                  p.plan.calibration.a.x,
                  p.plan.calibration.a.y,
                  p.plan.calibration.b.x,
                  p.plan.calibration.b.y,
                ]}
                stroke="#13c2c2"
                strokeWidth={lw}
                dash={[4 / scale, 4 / scale]}
                {...STILL}
              />
            )}
          </Group>
        </Layer>
        {/* The products over it (dragging one redraws this layer only), then what is being drawn. */}
        <Layer>
          <Group>{markers}</Group>
          {ruler && (
            <Line
              points={[ruler.a.x, ruler.a.y, ruler.b.x, ruler.b.y]}
              stroke="#eb2f96"
              strokeWidth={lw * 1.5}
              {...STILL}
            />
          )}
          {start && pointer && (
            <Line
              points={[start.x, start.y, pointer.x, pointer.y]}
              stroke={DRAWING_STROKE[p.tool] ?? '#333'}
              strokeWidth={lw * 2}
              dash={[6 / scale, 4 / scale]}
              {...STILL}
            />
          )}
        </Layer>
      </Stage>
      <PointerStatus pointer={pointer} density={density} scale={scale} />
      {(ruler || (p.tool === 'ruler' && start && pointer)) && (
        <RulerStatus calibration={p.plan.calibration} a={ruler?.a ?? start!} b={ruler?.b ?? snap(pointer!)} />
      )}
    </div>
  );
}

/**
 * What a click on the plan does with the tool in hand: select (or clear the selection), place a product, add a well,
 * or start a line that the next click ends (ruler, calibration, wall, door; trunking goes on from where its last piece
 * ended). Another tool drops a started line, and the ruler's measurement unless the ruler stays.
 */
function useToolClicks(p: Props, snap: (q: ImagePoint) => ImagePoint, at: () => ImagePoint | null) {
  const [start, setStart] = useState<ImagePoint | null>(null);
  const [ruler, setRuler] = useState<{ a: ImagePoint; b: ImagePoint } | null>(null);
  useEffect(() => {
    setStart(null);
    if (p.tool !== 'ruler') setRuler(null);
  }, [p.tool]);
  const onClick = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const raw = at();
    if (!raw) return;
    const q = p.tool === 'place' || p.tool === 'select' ? raw : snap(raw);
    if (p.tool === 'select') {
      if (e.target === e.target.getStage() || e.target.name() === 'plan-image') p.onSelect(null);
      return;
    }
    if (p.tool === 'place') return p.onPlace(q);
    if (p.tool === 'well') return p.onAction({ type: 'addWell', id: newId('k'), at: q });
    if (!start) return setStart(q);
    if (p.tool === 'ruler') setRuler({ a: start, b: q });
    else if (p.tool === 'calibrate') p.onCalibrate(start, q);
    else if (p.tool === 'wall') p.onAction({ type: 'addWall', id: newId('w'), a: start, b: q });
    else if (p.tool === 'door') p.onAction({ type: 'addDoor', id: newId('d'), a: start, b: q });
    else if (p.tool === 'trunking') {
      // Trunking goes on from where the last piece ended (Esc or another tool stops it).
      p.onAction({ type: 'addTrunking', id: newId('t'), points: [start, q] });
      return setStart(q);
    }
    setStart(null);
  };
  return { start, ruler, onClick };
}
