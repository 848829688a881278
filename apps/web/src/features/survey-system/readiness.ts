/**
 * What intelligent wiring needs on a scene's plan, as a checklist the wiring panel shows before and after a
 * refused run: a calibration (lengths), trunking, a weak-current well, network devices. The words of a missing
 * item are the wiring rule's own (WIRING_MESSAGES); the server decides, this only explains.
 */
import { isNetworkDevice, type PlanDocument, type SurveyPoint, WIRING_MESSAGES } from '@portal/domain';

export interface ReadinessItem {
  key: 'calibration' | 'trunking' | 'well' | 'devices';
  label: string;
  ok: boolean;
  /** The count found (trunking runs, wells, devices); null for the calibration. */
  count: number | null;
  /** What to do when it is missing. */
  missing: string;
}

export function wiringReadiness(
  plan: Pick<PlanDocument, 'calibration' | 'trunking' | 'wells'> | null,
  points: readonly Pick<SurveyPoint, 'attrs'>[],
): ReadinessItem[] {
  const devices = points.filter((p) => isNetworkDevice(p.attrs)).length;
  const trunking = plan?.trunking.length ?? 0;
  const wells = plan?.wells.length ?? 0;
  return [
    {
      key: 'calibration',
      label: '比例尺',
      ok: !!plan?.calibration,
      count: null,
      missing: WIRING_MESSAGES.noCalibration,
    },
    { key: 'trunking', label: '线槽', ok: trunking > 0, count: trunking, missing: WIRING_MESSAGES.noTrunking },
    { key: 'well', label: '弱电井', ok: wells > 0, count: wells, missing: WIRING_MESSAGES.noWell },
    { key: 'devices', label: '网络设备', ok: devices > 0, count: devices, missing: WIRING_MESSAGES.noDevices },
  ];
}

/** "27 m" / "57.5 m": lengths as the schedule shows them (one decimal at most). */
export const metres = (m: number): string => `${Math.round(m * 10) / 10} m`;
