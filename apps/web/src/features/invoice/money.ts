import { formatFenGrouped } from '@portal/domain';

/** An invoice amount as the pages show it: ¥1,991.60, a red invoice's −¥1,991.60. */
export const yuan = (fen: number): string => (fen < 0 ? `-¥${formatFenGrouped(-fen)}` : `¥${formatFenGrouped(fen)}`);
