/** The plan canvas's props and tools, its view (pan and zoom), its shapes and the pointer and ruler read-outs. */
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
  type SurveyPoint,
} from '@portal/domain';
import type Konva from '../../components/konva.ts';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Line, Rect, Text, Wedge } from '../../components/konva.ts';
import { type CameraView, isCamera } from './coverage.ts';
import { BandCache, LIGHT, markerAttrs, PlanView, type View, wallAttrs } from './plan-view.ts';

export type Tool = 'select' | 'calibrate' | 'wall' | 'door' | 'ruler' | 'place' | 'trunking' | 'well';

export interface Props {
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

/** The colour of the line being drawn, by tool (others: dark grey). */
export const DRAWING_STROKE: Partial<Record<Tool, string>> = {
  calibrate: '#13c2c2',
  door: '#d46b08',
  ruler: '#eb2f96',
};

/**
 * The stage's pan and zoom (plan-view.ts: during a gesture the stage moves itself, the view state follows when it
 * settles), the DORI bands' bitmap, and the plan fitted into the canvas when it first arrives.
 */
export function usePlanView(
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

export interface Live {
  p: Props;
  dragBy: (id: string, a: ImagePoint, dx: number, dy: number) => void;
}

/**
 * The plan's walls, doors and product markers as shapes. They are kept between renders that do not change them (the
 * pointer moving re-renders the status line only); their handlers read the latest props and helpers from `live`.
 */
export function usePlanShapes(p: Props, scale: number, editable: boolean, live: RefObject<Live>) {
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
export function PointerStatus({
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
export function RulerStatus({
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
