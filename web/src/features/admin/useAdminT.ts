import { addMessages, useTranslate } from '../../lib/intl.tsx';
import { type AdminMessageKey, adminEn, adminZhHK } from './messages.ts';

// Added once, when the back office's chunk loads.
addMessages('zh-HK', adminZhHK as never);
addMessages('en', adminEn as never);

export const useAdminT = useTranslate<AdminMessageKey>;
