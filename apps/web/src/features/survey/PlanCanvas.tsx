/**
 * The plan canvas (react-konva): the plan image, walls, doors, product points and camera views. It draws
 * what it is given and reports intents (an action on the plan, a placement, a move); the state is the editor's.
 */
import {
  DORI_LABELS,
  doriLevelFor,
  type ImagePoint,
  imagePoint,
  measureMetres,
  mmPerPx,
  type PlanAction,
  type PlanDocument,
  rulerLabel,
  SNAP_RADIUS_SCREEN_PX,
  snapPoint,
  type SurveyPoint,
} from '@portal/domain';
import type Konva from 'konva';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Image as KImage, Layer, Line, Rect, Stage, Text, Wedge } from 'react-konva';
import { bestDensity, type CameraView, isCamera } from './coverage.ts';
import { BandCache, LIGHT, markerAttrs, PlanView, STILL, type View, wallAttrs } from './plan-view.ts';

export type Tool = 'select' | 'calibrate' | 'wall' | 'door' | 'ruler' | 'place' | 'trunking' | 'well';

interface Props {
  /** The plan picture; null for a DXF drawing (its walls are the drawing). */
  planUrl: string | null;
  plan: PlanDocument;
  points: readonly SurveyPoint[];
  views: readonly CameraView[];
  tool: Tool;
  selectedId: string | null;
  width: number;
  height: number;
  onSelect: (id: string | null) => void;
  onAction: (a: PlanAction) => void;
  /** Two clicks of the calibrate tool. */
  onCalibrate: (a: ImagePoint, b: ImagePoint) => void;
  onPlace: (at: ImagePoint) => void;
  onMovePoint: (id: number, at: ImagePoint) => void;
  onDropSku: (skuNo: string, at: ImagePoint) => void;
  /** Snap clicks and drags to the 0.5 m grid (ends of walls and doors always snap). */
  grid?: boolean;
  /** More to draw over the plan (the wiring's trunking, wells and cable runs), given the zoom. */
  overlay?: (scale: number) => ReactNode;
  /** Drawn for viewing only: pan and zoom, nothing can be dragged. */
  readOnly?: boolean;
}

function useImage(url: string | null): HTMLImageElement | null {
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    setImg(null);
    if (!url) return;
    const i = new window.Image();
    i.onload = () => setImg(i);
    i.src = url;
    return () => {
      i.onload = null;
    };
  }, [url]);
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

/** The colour of the line being drawn, by tool (others: dark grey). */
const DRAWING_STROKE: Partial<Record<Tool, string>> = { calibrate: '#13c2c2', door: '#d46b08', ruler: '#eb2f96' };

/**
 * The stage's pan and zoom (plan-view.ts: during a gesture the stage moves itself, the view state follows when it
 * settles), the DORI bands' bitmap, and the plan fitted into the canvas when it first arrives.
 */
function usePlanView(
  stageRef: RefObject<Konva.Stage | null>,
  bandsRef: RefObject<Konva.Group | null>,
  p: Pick<Props, 'plan' | 'views' | 'width' | 'height'>,
) {
  const control = useRef<{ view: PlanView; bands: BandCache } | null>(null);
  /** The view as last settled (plan-view.ts moves the stage itself during a gesture). */
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const image = p.plan.image;
  const imageOf = useRef(image);
  imageOf.current = image;

  useEffect(() => {
    const bands = new BandCache(bandsRef.current!);
    // The whole plan's picture covers the plan's picture or sheet (the walls and products are on it) and the bands.
    const pv = new PlanView(stageRef.current!, bands, setView, () => {
      const im = imageOf.current;
      return im ? { x: 0, y: 0, width: im.width, height: im.height } : null;
    });
    control.current = { view: pv, bands };
    return () => pv.dispose();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // The bands into their bitmap when they change (a moved camera: its own bands only).
  useEffect(() => {
    const c = control.current!;
    if (c.bands.setBands(p.views)) c.view.settle();
  }, [p.views]);
  // Fit the plan in the view when it first arrives.
  useEffect(() => {
    if (!image) return;
    const s = Math.min(p.width / image.width, p.height / image.height, 1);
    control.current!.view.jump({ scale: s, x: (p.width - image.width * s) / 2, y: (p.height - image.height * s) / 2 });
  }, [image?.width, image?.height, p.width, p.height]); // eslint-disable-line react-hooks/exhaustive-deps
  return { control, view };
}

interface Live {
  p: Props;
  dragBy: (id: string, a: ImagePoint, dx: number, dy: number) => void;
}

/**
 * The plan's walls, doors and product markers as shapes. They are kept between renders that do not change them (the
 * pointer moving re-renders the status line only); their handlers read the latest props and helpers from `live`.
 */
function usePlanShapes(p: Props, scale: number, editable: boolean, live: RefObject<Live>) {
  const mmPx = p.plan.calibration ? mmPerPx(p.plan.calibration) : null;
  const walls = useMemo(
    () =>
      p.plan.walls.map((w) => (
        <Line
          key={w.id}
          {...wallAttrs(w, scale, mmPx, p.selectedId === w.id)}
          draggable={editable}
          onClick={() => live.current.p.tool === 'select' && live.current.p.onSelect(w.id)}
          onDragEnd={(e) => {
            const dx = e.target.x();
            const dy = e.target.y();
            e.target.position({ x: 0, y: 0 });
            live.current.dragBy(w.id, w.a, dx, dy);
          }}
        />
      )),
    [p.plan.walls, scale, mmPx, p.selectedId, editable, live],
  );
  const doors = useMemo(
    () =>
      p.plan.doors.map((d) => (
        <Line
          key={d.id}
          points={[d.a.x, d.a.y, d.b.x, d.b.y]}
          stroke={p.selectedId === d.id ? '#1677ff' : '#d46b08'}
          strokeWidth={(2 / scale) * 4}
          dash={[8 / scale, 4 / scale]}
          hitStrokeWidth={12 / scale}
          {...LIGHT}
          draggable={editable}
          onClick={() => live.current.p.tool === 'select' && live.current.p.onSelect(d.id)}
          onDragEnd={(e) => {
            const dx = e.target.x();
            const dy = e.target.y();
            e.target.position({ x: 0, y: 0 });
            live.current.dragBy(d.id, d.a, dx, dy);
          }}
        />
      )),
    [p.plan.doors, scale, p.selectedId, editable, live],
  );
  const markers = useMemo(
    () =>
      p.points.map((pt) => (
        <Group
          key={pt.id}
          x={pt.x}
          y={pt.y}
          draggable={editable}
          onClick={() => live.current.p.tool === 'select' && live.current.p.onSelect(`p${pt.id}`)}
          onDragEnd={(e) => live.current.p.onMovePoint(pt.id, imagePoint(e.target.x(), e.target.y()))}
        >
          {isCamera(pt) ? (
            <Wedge {...markerAttrs.wedge(scale, pt.azimuthDeg, p.selectedId === `p${pt.id}`)} />
          ) : (
            <Rect {...markerAttrs.square(scale)} />
          )}
          <Circle {...markerAttrs.dot(scale)} />
          <Text {...markerAttrs.label(scale, pt.label || pt.model)} />
        </Group>
      )),
    [p.points, scale, p.selectedId, editable, live],
  );
  return { walls, doors, markers };
}

/** The pointer's plan coordinates, the pixel density there and its DORI level, and the zoom. */
function PointerStatus({
  pointer,
  density,
  scale,
}: {
  pointer: ImagePoint | null;
  density: number | null;
  scale: number;
}) {
  const level = density === null ? null : doriLevelFor(density);
  return (
    <div className="survey-status" data-testid="pixel-density">
      {pointer ? `(${Math.round(pointer.x)}, ${Math.round(pointer.y)}) ` : ''}
      {density !== null
        ? `像素密度 ${density.toFixed(1)} px/m${level ? `（${DORI_LABELS[level]}）` : `（低于${DORI_LABELS.detection}）`}`
        : pointer
          ? '此处不在摄像机视野内'
          : ''}
      {` · 缩放 ${Math.round(scale * 100)}%`}
    </div>
  );
}

/** The ruler's measured length (it needs the calibration). */
function RulerStatus({
  calibration,
  a,
  b,
}: {
  calibration: PlanDocument['calibration'];
  a: ImagePoint;
  b: ImagePoint;
}) {
  const m = measureMetres(calibration, a, b);
  return (
    <div className="survey-status" data-testid="ruler">
      {m === null ? '测距需要先标定比例' : `测距 ${rulerLabel(m)}`}
    </div>
  );
}
