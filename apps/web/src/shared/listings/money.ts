import { formatMoney } from '@sewa/format/money';

/** "RM 1,200" for whole ringgit, "RM 1,200.50" otherwise: prices read cleaner without ".00". */
export const rm = (sen: number): string => formatMoney(sen, 'myr', { trimZeros: sen % 100 === 0 });
