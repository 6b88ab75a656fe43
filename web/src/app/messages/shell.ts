import { shellPart } from '../../i18n/shellKeys.ts';
import { zhHK } from './zh-HK.ts';

/**
 * The zh-HK messages of the first view (shellKeys.ts). The production build replaces this module with
 * those messages alone, precompiled (vite.config.ts), so the complete catalogue stays out of the first view.
 */
export const shellZhHK = shellPart(zhHK);
