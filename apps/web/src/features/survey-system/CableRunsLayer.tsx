/**
 * The plan's wiring layer (drawn inside the plan canvas): trunking as wide grey bands, weak-current wells as
 * squares with their names, and the cable runs as polylines from the device along the trunking to the well —
 * blue, red when a run is over 90 m. It listens to nothing: the plan's tools work through it.
 */
import type { CableRunView, PlanDocument } from '@portal/domain';
import { Group, Line, Rect, Text } from '../../components/konva.ts';

export function CableRunsLayer(props: {
  plan: Pick<PlanDocument, 'trunking' | 'wells'>;
  runs: readonly Pick<CableRunView, 'runId' | 'path' | 'over90m'>[];
  /** The canvas's zoom: strokes and labels keep their size on screen. */
  scale: number;
}) {
  const s = props.scale || 1;
  return (
    <Group listening={false}>
      {props.plan.trunking.map((t) => (
        <Line
          key={t.id}
          points={t.points.flatMap((q) => [q.x, q.y])}
          stroke="rgba(120,120,120,0.45)"
          strokeWidth={10 / s}
          lineCap="round"
          lineJoin="round"
        />
      ))}
      {props.runs.map((r) => (
        <Group key={r.runId}>
          <Line
            points={r.path.flatMap((q) => [q.x, q.y])}
            stroke={r.over90m ? '#f5222d' : '#1677ff'}
            strokeWidth={2 / s}
            dash={r.over90m ? [6 / s, 3 / s] : undefined}
            lineJoin="round"
          />
          {r.path[0] && (
            <Text
              text={r.runId}
              x={r.path[0].x + 6 / s}
              y={r.path[0].y - 16 / s}
              fontSize={10 / s}
              fill={r.over90m ? '#f5222d' : '#0958d9'}
            />
          )}
        </Group>
      ))}
      {props.plan.wells.map((w) => (
        <Group key={w.id} x={w.at.x} y={w.at.y}>
          <Rect x={-8 / s} y={-8 / s} width={16 / s} height={16 / s} fill="#389e0d" stroke="#fff" strokeWidth={1 / s} />
          <Text text={w.label} x={-8 / s} y={-24 / s} fontSize={11 / s} fill="#237804" />
        </Group>
      ))}
    </Group>
  );
}
