/** The constants, messages and rules of promotion-contract.ts (no zod: what the start imports, apart from the schemas). */

const P = '/api-cloud-merchant-service/v1';

export const PROMOTION_API = {
  page: `${P}/promotion/page`,
  detail: `${P}/promotion/detail`,
  forModels: `${P}/promotion/running`,
  managePage: `${P}/promotion/manage/page`,
  save: `${P}/promotion/manage/save`,
  abandon: `${P}/promotion/manage/abandon`,
  placements: `${P}/placement/list`,
  placementManage: `${P}/placement/manage/list`,
  placementSave: `${P}/placement/manage/save`,
  placementRemove: `${P}/placement/manage/remove`,
} as const;

/** Promotion placements (part 1 §9): home carousel 1, banner left 25, mid 26, right 27. */
export const PLACEMENT_LOCATION = { carousel: 1, bannerLeft: 25, bannerMid: 26, bannerRight: 27 } as const;

export type PlacementLocation = (typeof PLACEMENT_LOCATION)[keyof typeof PLACEMENT_LOCATION];

export const PLACEMENT_LOCATION_LABEL: Record<PlacementLocation, string> = {
  1: '首页轮播',
  25: '左侧横幅',
  26: '中间横幅',
  27: '右侧横幅',
};

export const PLACEMENT_LOCATIONS = [1, 25, 26, 27] as const;
