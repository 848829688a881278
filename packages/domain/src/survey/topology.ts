/**
 * Topology and architecture recommendation (part 2 §2 /survey/topo): from the placed cameras, the cheapest
 * access PoE switches per well (ports, PoE budget, uplink — the switch-access calculator), an aggregation switch
 * when there is more than one access switch, NVRs (channels and incoming bandwidth, split across several when one
 * is not enough — the NVR calculator) with their disks (the storage calculator with the order's recording days),
 * all from the models the dealer can buy, at the dealer's prices. Prices in fen.
 */
import { messages, refusal, type Refusal } from '../core/index.ts';
import {
  calculateNvrChannelAccess,
  calculateSwitchAccess,
  type PoeStandard,
  POE_STANDARDS,
  calculateVideoCapacity,
} from '../calculators/index.ts';

export const TOPOLOGY_MESSAGES = messages('TOPOLOGY', {
  noCameras: '场景中还没有布设摄像机，无法推荐拓扑',
  noSwitch: '可采购的目录中没有能接入这些摄像机的PoE交换机',
  noNvr: '可采购的目录中没有能接入这些摄像机的录像机（通道、带宽或分辨率不足），请拆分场景或联系供应商',
  noDisk: '可采购的目录中没有适配录像机的监控硬盘',
});

export const RECORDING_DAYS_DEFAULT = 30;
export const SWITCH_UTILISATION = 0.7;

export interface TopoCamera {
  id: string;
  label: string;
  bitrateMbps: number;
  powerW: number;
  resolutionMP: number;
  /** The well its cable runs to (from the wiring); cameras without one share the first switch group. */
  wellId: string | null;
}
export interface TopoSwitch {
  skuNo: string;
  name: string;
  priceFen: number;
  poePorts: number;
  ports: number;
  poeBudgetW: number;
  uplinkMbps: number;
  poeStandard: PoeStandard;
}
export interface TopoNvr {
  skuNo: string;
  name: string;
  priceFen: number;
  channels: number;
  incomingBandwidthMbps: number;
  hddBays: number;
  maxHddTB: number;
  maxResolutionMP: number;
}
export interface TopoDisk {
  skuNo: string;
  name: string;
  priceFen: number;
  capacityTB: number;
}
export interface TopoCatalogue {
  switches: TopoSwitch[];
  nvrs: TopoNvr[];
  disks: TopoDisk[];
}

export type TopoRole = 'camera' | 'access' | 'aggregation' | 'nvr' | 'disk';
export interface TopoNode {
  id: string;
  role: TopoRole;
  label: string;
  skuNo: string | null;
}
export interface TopoEdge {
  id: string;
  source: string;
  target: string;
}
export interface TopoLine {
  skuNo: string;
  name: string;
  role: Exclude<TopoRole, 'camera'>;
  quantity: number;
  priceFen: number;
}
export interface Topology {
  nodes: TopoNode[];
  edges: TopoEdge[];
  lines: TopoLine[];
  storageTB: number;
  notes: string[];
}
/** Why no topology can be recommended (what an entry that recommends one lists). */
export type TopologyRefusal = Refusal<
  'TOPOLOGY.noCameras' | 'TOPOLOGY.noSwitch' | 'TOPOLOGY.noDisk' | 'TOPOLOGY.noNvr'
>;
export type TopologyResult = { ok: true; topology: Topology } | { ok: false; refusal: TopologyRefusal };

const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);

/** Cheapest access switch model for n cameras, and how many of it. */
function chooseSwitch(n: number, cams: TopoCamera[], switches: TopoSwitch[]) {
  let best: { sw: TopoSwitch; count: number; cost: number } | null = null;
  for (const sw of switches) {
    if (!POE_STANDARDS.includes(sw.poeStandard) || sw.poePorts < 1) continue;
    const r = calculateSwitchAccess({
      cameraCount: n,
      poePorts: sw.poePorts,
      uplinkMbps: sw.uplinkMbps,
      utilisation: SWITCH_UTILISATION,
      cameraBitrateMbps: max(cams.map((c) => c.bitrateMbps)),
      poeBudgetW: sw.poeBudgetW,
      portStandard: sw.poeStandard,
      powerMode: 'actual',
      cameraPowerW: max(cams.map((c) => c.powerW)),
    });
    if (!r.ok || r.switchesNeeded < 1) continue;
    const cost = r.switchesNeeded * sw.priceFen;
    if (!best || cost < best.cost || (cost === best.cost && r.switchesNeeded < best.count))
      best = { sw, count: r.switchesNeeded, cost };
  }
  return best;
}

export function recommendTopology(
  cameras: readonly TopoCamera[],
  catalogue: TopoCatalogue,
  recordingDays: number = RECORDING_DAYS_DEFAULT,
): TopologyResult {
  if (!cameras.length) return { ok: false, refusal: refusal(TOPOLOGY_MESSAGES, 'noCameras') };
  const nodes: TopoNode[] = [];
  const edges: TopoEdge[] = [];
  const notes: string[] = [];
  const lineMap = new Map<string, TopoLine>();
  const addLine = (skuNo: string, name: string, role: TopoLine['role'], quantity: number, priceFen: number) => {
    const l = lineMap.get(`${role}:${skuNo}`);
    if (l) l.quantity += quantity;
    else lineMap.set(`${role}:${skuNo}`, { skuNo, name, role, quantity, priceFen });
  };
  const link = (source: string, target: string) => edges.push({ id: `${source}-${target}`, source, target });

  // Access switches per well.
  const groups = new Map<string, TopoCamera[]>();
  for (const c of cameras) {
    const k = c.wellId ?? '';
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  const access: string[] = [];
  for (const [, cams] of groups) {
    const choice = chooseSwitch(cams.length, cams, catalogue.switches);
    if (!choice) return { ok: false, refusal: refusal(TOPOLOGY_MESSAGES, 'noSwitch') };
    addLine(choice.sw.skuNo, choice.sw.name, 'access', choice.count, choice.sw.priceFen);
    const per = Math.ceil(cams.length / choice.count);
    for (let i = 0; i < choice.count; i++) {
      const id = `sw${access.length + 1}`;
      access.push(id);
      nodes.push({ id, role: 'access', label: `${choice.sw.name}`, skuNo: choice.sw.skuNo });
      for (const c of cams.slice(i * per, (i + 1) * per)) {
        nodes.push({ id: `cam-${c.id}`, role: 'camera', label: c.label, skuNo: null });
        link(`cam-${c.id}`, id);
      }
    }
  }

  // NVRs with their disks: the cheapest NVR model × count with the cheapest disk that fills the need.
  const total = cameras.length;
  const bitrate = max(cameras.map((c) => c.bitrateMbps));
  const resolution = max(cameras.map((c) => c.resolutionMP));
  let best: { nvr: TopoNvr; disk: TopoDisk; nvrs: number; disks: number; cost: number; tb: number } | null = null;
  for (const disk of catalogue.disks) {
    const need = calculateVideoCapacity({
      groups: [{ cameraCount: total, bitrateMbps: bitrate, hoursPerDay: 24, days: recordingDays, recordingRatio: 1 }],
      diskSizeTB: disk.capacityTB,
      reservePercent: 10,
      raidLevel: 'none',
    });
    if (!need.ok) continue;
    for (const nvr of catalogue.nvrs) {
      if (disk.capacityTB > nvr.maxHddTB) continue;
      const r = calculateNvrChannelAccess({
        cameraCount: total,
        nvrChannels: nvr.channels,
        nvrIncomingBandwidthMbps: nvr.incomingBandwidthMbps,
        mainStreamMbps: bitrate,
        subStreamKbps: 0,
        cameraResolutionMP: resolution,
        nvrMaxResolutionMP: nvr.maxResolutionMP,
        storage: {
          requiredStorageTB: need.requiredStorageTB,
          diskSizeTB: disk.capacityTB,
          diskBaysPerNvr: nvr.hddBays,
          parityDisksPerNvr: 0,
        },
      });
      if (!r.ok || !r.storage) continue;
      const cost = r.nvrsNeeded * nvr.priceFen + r.storage.diskCount * disk.priceFen;
      if (!best || cost < best.cost)
        best = { nvr, disk, nvrs: r.nvrsNeeded, disks: r.storage.diskCount, cost, tb: need.requiredStorageTB };
    }
  }
  if (!catalogue.disks.length) return { ok: false, refusal: refusal(TOPOLOGY_MESSAGES, 'noDisk') };
  if (!best) return { ok: false, refusal: refusal(TOPOLOGY_MESSAGES, 'noNvr') };
  addLine(best.nvr.skuNo, best.nvr.name, 'nvr', best.nvrs, best.nvr.priceFen);
  addLine(best.disk.skuNo, best.disk.name, 'disk', best.disks, best.disk.priceFen);
  if (best.nvrs > 1) notes.push(`一台录像机接不下${total}路，已拆分到${best.nvrs}台录像机`);

  // Aggregation: with more than one access switch (or NVR), one switch whose ports take them all.
  let core: string | null = access.length === 1 && best.nvrs === 1 ? access[0]! : null;
  if (!core) {
    const needPorts = access.length + best.nvrs;
    const agg = catalogue.switches.filter((s) => s.ports >= needPorts).sort((a, b) => a.priceFen - b.priceFen)[0];
    if (agg) {
      addLine(agg.skuNo, agg.name, 'aggregation', 1, agg.priceFen);
      core = 'agg';
      nodes.push({ id: core, role: 'aggregation', label: agg.name, skuNo: agg.skuNo });
      for (const a of access) link(a, core);
    } else notes.push(`目录中没有${needPorts}口以上的汇聚交换机，请手动添加`);
  }
  const perNvrDisks = Math.ceil(best.disks / best.nvrs);
  for (let i = 0; i < best.nvrs; i++) {
    const id = `nvr${i + 1}`;
    nodes.push({ id, role: 'nvr', label: best.nvr.name, skuNo: best.nvr.skuNo });
    if (core) link(core, id);
    const diskId = `disk${i + 1}`;
    nodes.push({ id: diskId, role: 'disk', label: `${best.disk.name}×${perNvrDisks}`, skuNo: best.disk.skuNo });
    link(id, diskId);
  }
  return {
    ok: true,
    topology: { nodes, edges, lines: [...lineMap.values()], storageTB: best.tb, notes },
  };
}
