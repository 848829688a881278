/** Endpoints of the board module: the provider's and the dealers' dashboards (issue 60). */
import { BOARD_API, BOARD_ROUTES } from '../routes/board.ts';
import {
  boardExportQuerySchema,
  boardInsightsSchema,
  boardNetworkQuerySchema,
  boardNetworkSchema,
  boardProvinceQuerySchema,
  boardProvinceSchema,
  boardQuerySchema,
  boardSchema,
} from '../../board/index.ts';
import { endpoint } from '../../core/index.ts';

export const BOARD_ENDPOINTS = {
  staff: endpoint({ ...BOARD_ROUTES.staff, query: boardQuerySchema, data: boardSchema }),
  staffProvince: endpoint({
    ...BOARD_ROUTES.staffProvince,
    query: boardProvinceQuerySchema,
    data: boardProvinceSchema,
  }),
  staffNetwork: endpoint({ ...BOARD_ROUTES.staffNetwork, query: boardNetworkQuerySchema, data: boardNetworkSchema }),
  staffInsights: endpoint({ ...BOARD_ROUTES.staffInsights, query: boardQuerySchema, data: boardInsightsSchema }),
  dealer: endpoint({ ...BOARD_ROUTES.dealer, query: boardQuerySchema, data: boardSchema }),
};

/** The boards' xlsx files (not envelopes): registered by hand, listed here for their paths, query and permission. */
export const BOARD_DOWNLOADS = {
  staffXlsx: { method: 'GET', path: BOARD_API.staffXlsx, auth: 'user', policy: 'staff', query: boardExportQuerySchema },
  dealerXlsx: { method: 'GET', path: BOARD_API.dealerXlsx, auth: 'user', query: boardExportQuerySchema },
} as const;
