/** Routes of the board module: the provider's and the dealers' dashboards (issue 60). */
import { BOARD_MESSAGES } from '../../board/index.ts';
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';

const BOARD = `${API_PREFIX}/v1/board`;

export const BOARD_API = {
  staff: `${BOARD}/staff`,
  staffProvince: `${BOARD}/staff/province`,
  staffNetwork: `${BOARD}/staff/network`,
  dealer: `${BOARD}/dealer`,
  staffInsights: `${BOARD}/staff/insights`,
  staffXlsx: `${BOARD}/staff/export`,
  dealerXlsx: `${BOARD}/dealer/export`,
};

const staff = { auth: 'user', policy: 'staff' } as const;
const badDate = reasonOf(BOARD_MESSAGES, 'badDate');

export const BOARD_ROUTES = {
  staff: route({ id: 'BOARD.staff', method: 'GET', path: BOARD_API.staff, ...staff, refusals: [badDate] }),
  staffProvince: route({
    id: 'BOARD.staffProvince',
    method: 'GET',
    path: BOARD_API.staffProvince,
    ...staff,
    refusals: [badDate],
  }),
  staffNetwork: route({
    id: 'BOARD.staffNetwork',
    method: 'GET',
    path: BOARD_API.staffNetwork,
    ...staff,
    refusals: [badDate, reasonOf(BOARD_MESSAGES, 'notFirstDealer')],
  }),
  staffInsights: route({
    id: 'BOARD.staffInsights',
    method: 'GET',
    path: BOARD_API.staffInsights,
    ...staff,
    refusals: [badDate],
  }),
  dealer: route({
    id: 'BOARD.dealer',
    method: 'GET',
    path: BOARD_API.dealer,
    auth: 'user',
    refusals: [badDate, reasonOf(BOARD_MESSAGES, 'notDealer')],
  }),
};
