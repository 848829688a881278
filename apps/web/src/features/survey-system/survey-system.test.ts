import { EXPORT_KINDS, WIRING_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { autoLayout, layoutOf, roleCounts, toDiagram } from './diagram.ts';
import { exportFileName, exportKinds, exportLabel, isFinished } from './exports.ts';
import { metres, wiringReadiness } from './readiness.ts';

const topology = {
  nodes: [
    { id: 'cam-1', role: 'camera' as const, label: 'C1', skuNo: null },
    { id: 'cam-2', role: 'camera' as const, label: 'C2', skuNo: null },
    { id: 'cam-3', role: 'camera' as const, label: 'C3', skuNo: null },
    { id: 'sw1', role: 'access' as const, label: '8口PoE', skuNo: 'SW' },
    { id: 'nvr1', role: 'nvr' as const, label: 'NVR', skuNo: 'NVR' },
    { id: 'disk1', role: 'disk' as const, label: '4T×1', skuNo: 'HD' },
  ],
  edges: [
    { id: 'cam-1-sw1', source: 'cam-1', target: 'sw1' },
    { id: 'sw1-nvr1', source: 'sw1', target: 'nvr1' },
    { id: 'gone', source: 'sw1', target: 'nowhere' },
  ],
};

describe('topology diagram', () => {
  it('puts each role in its column, left to right, columns centred on the tallest', () => {
    const l = autoLayout(topology.nodes);
    expect([l['cam-1']!.x, l['sw1']!.x, l['nvr1']!.x, l['disk1']!.x]).toEqual([0, 260, 780, 1040]);
    expect([l['cam-1']!.y, l['cam-2']!.y, l['cam-3']!.y]).toEqual([0, 64, 128]);
    // One switch beside three cameras sits level with the middle one.
    expect(l['sw1']!.y).toBe(64);
  });

  it('keeps a saved position over the computed one and drops edges to nodes that are not there', () => {
    const d = toDiagram(topology, { sw1: { x: 10, y: 20 } });
    expect(d.nodes.find((n) => n.id === 'sw1')!.position).toEqual({ x: 10, y: 20 });
    expect(d.nodes.find((n) => n.id === 'nvr1')!.position).toEqual({ x: 780, y: 64 });
    expect(d.edges.map((e) => e.id)).toEqual(['cam-1-sw1', 'sw1-nvr1']);
    expect(d.nodes.every((n) => n.sourcePosition === 'right' && n.targetPosition === 'left')).toBe(true);
  });

  it('reads the positions back rounded, for a snapshot', () => {
    expect(layoutOf([{ id: 'a', position: { x: 10.4, y: -3.6 } }])).toEqual({ a: { x: 10, y: -4 } });
  });

  it('counts the nodes per role, leaving out roles with none', () => {
    expect(roleCounts(topology.nodes).map((r) => `${r.label}${r.count}`)).toEqual([
      '摄像机3',
      '接入交换机1',
      '录像机1',
      '硬盘1',
    ]);
  });
});

describe('exports', () => {
  it('offers every kind the export call accepts, with a label for each and a plain one for a new kind', () => {
    expect(exportKinds()).toEqual(EXPORT_KINDS);
    for (const k of exportKinds()) expect(exportLabel(k)).not.toMatch(/文件$/);
    expect(exportLabel('zip')).toBe('ZIP 文件');
  });
  it('stops polling only when a job is done, failed or ended', () => {
    expect(['pending', 'running', 'done', 'failed', 'ended'].map((s) => isFinished({ status: s as never }))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
  it('names the file after the order, without characters a file name cannot hold', () => {
    expect(exportFileName('科技园 三号楼/监控', 'xlsx')).toBe('科技园_三号楼_监控.xlsx');
    expect(exportFileName('  ', 'dxf')).toBe('设计单.dxf');
  });
});

describe('wiring readiness', () => {
  const cam = { attrs: { mainStreamKbps: 4096 } };
  const mount = { attrs: { kind: 'bracket' } };
  it('says what a plan without trunking or well lacks, in the wiring rule’s words', () => {
    const r = wiringReadiness({ calibration: { a: { x: 0, y: 0 }, b: { x: 1, y: 0 }, realMm: 1 } as never, trunking: [], wells: [] }, [cam, mount]); // prettier-ignore
    expect(r.filter((i) => !i.ok).map((i) => i.missing)).toEqual([WIRING_MESSAGES.noTrunking, WIRING_MESSAGES.noWell]);
    expect(r.find((i) => i.key === 'devices')).toMatchObject({ ok: true, count: 1 });
  });
  it('lacks everything without a plan', () => {
    expect(wiringReadiness(null, []).every((i) => !i.ok)).toBe(true);
  });
  it('shows lengths with one decimal at most', () => {
    expect([metres(27), metres(57.55), metres(96.999)]).toEqual(['27 m', '57.6 m', '97 m']);
  });
});
