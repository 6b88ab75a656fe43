/** Below 640 px banners and videos show their phone versions (ui.md's banner breakpoint). */
export const MOBILE_BANNER_MEDIA = '(max-width: 639px)';
