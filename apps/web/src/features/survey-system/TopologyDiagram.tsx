/**
 * The architecture diagram (@xyflow/react): cameras → access switches → aggregation → NVRs → disks. Editable:
 * nodes are dragged where the dealer wants them and the positions reported for a snapshot; read-only in preview.
 */
import { Background, Controls, type Node, ReactFlow, useNodesState } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo } from 'react';
import { type Layout, layoutOf, toDiagram } from './diagram.ts';
import type { TopologyView } from './queries.ts';

export function TopologyDiagram(props: {
  topology: TopologyView;
  layout?: Layout;
  editable?: boolean;
  /** The positions after every drag (for saving). */
  onLayout?: (layout: Layout) => void;
  height?: number;
}) {
  const diagram = useMemo(() => toDiagram(props.topology, props.layout), [props.topology, props.layout]);
  const [nodes, setNodes, onNodesChange] = useNodesState<Node>(diagram.nodes as Node[]);
  useEffect(() => {
    setNodes(diagram.nodes as Node[]);
  }, [diagram, setNodes]);
  const { onLayout } = props;
  useEffect(() => {
    onLayout?.(layoutOf(nodes));
  }, [nodes, onLayout]);
  return (
    <div
      className="topology-diagram"
      data-testid="topology-diagram"
      data-nodes={nodes.length}
      data-edges={diagram.edges.length}
      style={{ height: props.height ?? 520 }}
    >
      <ReactFlow
        nodes={nodes}
        edges={diagram.edges}
        onNodesChange={onNodesChange}
        nodesDraggable={!!props.editable}
        nodesConnectable={false}
        elementsSelectable={!!props.editable}
        fitView
        minZoom={0.1}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
