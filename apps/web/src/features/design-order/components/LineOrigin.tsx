/** Where an order's line came from: the list's units and the survey plan's (line-origin.ts in the domain). */
import { type LineOrigin, lineOriginParts } from '@portal/domain';
import { Tag } from 'antd';

const COLOURS = { list: 'default', plan: 'cyan', wiring: 'blue', topology: 'purple', mount: 'gold' } as const;

export function LineOriginTags({ origin }: { origin: LineOrigin }) {
  const parts = lineOriginParts(origin);
  if (!parts.length) return null;
  return (
    <div className="do-line-origin" data-testid="line-origin">
      来源：
      {parts.map((p) => (
        <Tag key={p.kind} color={COLOURS[p.kind]} data-origin={p.kind}>
          {p.label} {p.count}
        </Tag>
      ))}
    </div>
  );
}
