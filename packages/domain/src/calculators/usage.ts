/**
 * The calculator usage report (part 2 §2: a usage count is sent when the user leaves the calculator layout).
 * One report per calculator type used in the visit: how many calculations were viewed or performed.
 */
import { CALCULATOR_NAV, type CalculatorNavType } from '../navigation/index.ts';

export const CALCULATOR_TYPES = CALCULATOR_NAV.map((c) => c.type) as [CalculatorNavType, ...CalculatorNavType[]];

/** Upper bound of one report: a visit cannot plausibly hold more calculations. */
export const USAGE_COUNT_MAX = 1000;

export interface CalculatorUsageSummaryRow {
  type: CalculatorNavType;
  label: string;
  /** Sum of the reported counts. */
  count: number;
  /** Reports (visits that used this calculator). */
  reports: number;
  /** Distinct logged-in accounts. */
  accounts: number;
  /** Reports from guests. */
  guestReports: number;
}

export const CALCULATOR_USAGE_PATH = '/api-cloud-merchant-service/open/v1/calculator/usage';
