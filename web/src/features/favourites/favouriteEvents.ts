import { createNoticeChannel } from '../../lib/noticeChannel.ts';

/** The favourite-added confirmation (spec 000 §4: adding shows the favourite modal, closed after 3 s). */
const channel = createNoticeChannel<{ name: string }>();
export const showFavouriteAdded = (name: string): void => channel.show({ name });
export const dismissFavouriteAdded = channel.dismiss;
export const useFavouriteAdded = channel.useCurrent;
