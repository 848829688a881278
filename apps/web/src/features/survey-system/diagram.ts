/**
 * The recommended architecture as a diagram (@xyflow/react nodes and edges): cameras → PoE access switches →
 * aggregation → NVRs → disks, left to right, one column per role, each column centred on the tallest. A saved
 * layout (node id → position, what a snapshot keeps) wins over the computed place; positions are read back from
 * the diagram's nodes for saving.
 */
import type { TopoNode, TopoRole, Topology } from '@portal/domain';

export type Layout = Record<string, { x: number; y: number }>;

const ROLE_ORDER: readonly TopoRole[] = ['camera', 'access', 'aggregation', 'nvr', 'disk'];
export const ROLE_LABELS: Record<TopoRole, string> = {
  camera: '摄像机',
  access: '接入交换机',
  aggregation: '汇聚交换机',
  nvr: '录像机',
  disk: '硬盘',
};
const ROLE_COLOURS: Record<TopoRole, string> = {
  camera: '#e6f4ff',
  access: '#f6ffed',
  aggregation: '#fff7e6',
  nvr: '#f9f0ff',
  disk: '#fff0f6',
};

const COLUMN_GAP = 260;
const ROW_GAP = 64;

interface DiagramNode {
  id: string;
  position: { x: number; y: number };
  data: { label: string; role: TopoRole; skuNo: string | null };
  style: { background: string; width: number; fontSize: number };
  /** Left to right: links leave a node on its right and arrive on its left. */
  sourcePosition: 'right';
  targetPosition: 'left';
}
interface DiagramEdge {
  id: string;
  source: string;
  target: string;
}

/** Where each node goes by default: its role's column, its rank in that column, columns centred vertically. */
export function autoLayout(nodes: readonly Pick<TopoNode, 'id' | 'role'>[]): Layout {
  const columns = ROLE_ORDER.map((r) => nodes.filter((n) => n.role === r));
  const tallest = Math.max(1, ...columns.map((c) => c.length));
  const out: Layout = {};
  columns.forEach((col, ci) => {
    const top = ((tallest - col.length) * ROW_GAP) / 2;
    col.forEach((n, i) => (out[n.id] = { x: ci * COLUMN_GAP, y: top + i * ROW_GAP }));
  });
  return out;
}

export function toDiagram(topology: Pick<Topology, 'nodes' | 'edges'>, saved: Layout = {}) {
  const auto = autoLayout(topology.nodes);
  const nodes: DiagramNode[] = topology.nodes.map((n) => ({
    id: n.id,
    position: saved[n.id] ?? auto[n.id] ?? { x: 0, y: 0 },
    data: { label: n.label, role: n.role, skuNo: n.skuNo },
    style: { background: ROLE_COLOURS[n.role], width: 200, fontSize: 12 },
    sourcePosition: 'right',
    targetPosition: 'left',
  }));
  const ids = new Set(nodes.map((n) => n.id));
  const edges: DiagramEdge[] = topology.edges
    .filter((e) => ids.has(e.source) && ids.has(e.target))
    .map((e) => ({ id: e.id, source: e.source, target: e.target }));
  return { nodes, edges };
}

/** The diagram's node positions, rounded, as a snapshot keeps them. */
export function layoutOf(nodes: readonly { id: string; position: { x: number; y: number } }[]): Layout {
  return Object.fromEntries(nodes.map((n) => [n.id, { x: Math.round(n.position.x), y: Math.round(n.position.y) }]));
}

/** How many nodes of each role (the legend under the diagram). */
export function roleCounts(
  nodes: readonly Pick<TopoNode, 'role'>[],
): { role: TopoRole; label: string; count: number }[] {
  return ROLE_ORDER.map((role) => ({
    role,
    label: ROLE_LABELS[role],
    count: nodes.filter((n) => n.role === role).length,
  })).filter((r) => r.count > 0);
}
