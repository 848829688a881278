/**
 * The dealer network (part 1 §2 dealer-binding dialog, §3 Dealer / Bind payload / Region node, §5 dealer bind
 * form; part 2 Screen E and §3 Shop / distributor). Written once; the web forms and the server both use it.
 */
import { DEALER_MESSAGES } from './dealer-words.ts';
import { type Shop } from './dealer-contract.ts';

/** Dialog titles: add mode and modify mode. */
export const BIND_DIALOG_TITLE = { add: '选择下单一级经销商', modify: '更换下单一级经销商' } as const;

export type BindDialogMode = keyof typeof BIND_DIALOG_TITLE;

/** At most this many recommended business-scope groups are named in the hint, then '...'. */
export const RECOMMENDED_GROUPS_SHOWN = 3;

/** Enterprise type 4 (i-second) has no default first-level dealer: the action is hidden and refused. */
export const NO_DEFAULT_DEALER_ENTERPRISE_TYPE = 4;

export const canSetDefaultDealer = (enterpriseType: number | null | undefined): boolean =>
  enterpriseType !== NO_DEFAULT_DEALER_ENTERPRISE_TYPE;

/** The level of a region code: province (xx0000), city (xxxx00), area (six digits), street (nine). */
export function regionLevel(code: string): 'province' | 'city' | 'area' | 'street' | null {
  if (/^\d{9}$/.test(code)) return 'street';
  if (!/^\d{6}$/.test(code)) return null;
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'area';
}

/** The hint's text of recommended groups: at most 3 titles, then '...'. */
export function recommendedGroupsText(groups: readonly { title: string }[]): string {
  const titles = groups.map((g) => g.title);
  const shown = titles.slice(0, RECOMMENDED_GROUPS_SHOWN).join('、');
  return titles.length > RECOMMENDED_GROUPS_SHOWN ? `${shown}...` : shown;
}

/**
 * A first-level dealer serves the province it sits in: binding one from another province than the chosen
 * area is refused. The list sorts the chosen area first, then the chosen city, then the rest of the province.
 */
export function dealerServesArea(dealer: { provinceCode: string | null }, location: { provinceCode: string }): boolean {
  return !!dealer.provinceCode && dealer.provinceCode === location.provinceCode;
}

export function areaMatchRank(
  dealer: { cityCode: string | null; areaCode: string | null },
  location: { cityCode?: string | undefined; areaCode?: string | undefined },
): number {
  if (location.areaCode && dealer.areaCode === location.areaCode) return 0;
  if (location.cityCode && dealer.cityCode === location.cityCode) return 1;
  return 2;
}

/** What the dealer form checks before submitting (part 1 §5): the area, then the dealer. */
export function validateBindForm(v: { areaCode?: string | null; dealerNo?: string | null }): string | null {
  if (!v.areaCode) return DEALER_MESSAGES.areaRequired;
  if (!v.dealerNo) return DEALER_MESSAGES.dealerRequired;
  return null;
}

/** The shop an order goes to: the choosing one, else the default, else the first normal one. */
export function currentShop(shops: readonly Shop[]): Shop | null {
  return shops.find((s) => s.choosing === 1) ?? shops.find((s) => s.defaultStatus === 1) ?? shops[0] ?? null;
}
