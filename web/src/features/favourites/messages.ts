/**
 * Messages of the favourites feature: the header's favourites pop-up, /category/favorite and the
 * favourite-added confirmation. Spread into app/messages/zh-HK.ts and en.ts; both must have every key.
 */
export const zhHK = {
  'favourites.title': '我的最愛',
  'favourites.heading': '我的最愛',
  'favourites.loading': '正在載入我的最愛…',
  'favourites.empty': '你還沒有收藏任何產品。按產品頁的心形按鈕即可加入。',
  'favourites.browse': '瀏覽所有產品',
  'favourites.list': '我的最愛產品',
  'favourites.count': '共{count}件產品',
  'favourites.remove': '移除',
  'favourites.removeNamed': '從我的最愛移除{name}',
  'favourites.offline': '你已離線，部分產品顯示上次儲存的資料。',
  'favourites.pending': '{count, plural, other {#項更改}}正等待同步',
  'favourites.menu.open': '我的最愛，{count, plural, =0 {沒有產品} other {#件產品}}',
  'favourites.menu.heading': '我的最愛',
  'favourites.menu.empty': '未有收藏產品',
  'favourites.menu.viewAll': '查看全部',
  'favourites.menu.close': '關閉我的最愛',
  'favourites.added.title': '已加入我的最愛',
  'favourites.added.body': '{name}',
  'favourites.added.view': '查看我的最愛',
  'favourites.added.continue': '繼續購物',
} as const;

export const en: Record<keyof typeof zhHK, string> = {
  'favourites.title': 'Favourites',
  'favourites.heading': 'Favourites',
  'favourites.loading': 'Loading your favourites…',
  'favourites.empty': 'You have no favourites yet. Tap the heart on a product page to add one.',
  'favourites.browse': 'Browse all products',
  'favourites.list': 'Your favourite products',
  'favourites.count': '{count, plural, one {# product} other {# products}}',
  'favourites.remove': 'Remove',
  'favourites.removeNamed': 'Remove {name} from favourites',
  'favourites.offline': 'You are offline: some products show the details saved last time.',
  'favourites.pending': '{count, plural, one {# change} other {# changes}} waiting to sync',
  'favourites.menu.open': 'Favourites, {count, plural, =0 {none} one {# product} other {# products}}',
  'favourites.menu.heading': 'Favourites',
  'favourites.menu.empty': 'No favourites yet',
  'favourites.menu.viewAll': 'View all',
  'favourites.menu.close': 'Close favourites',
  'favourites.added.title': 'Added to favourites',
  'favourites.added.body': '{name}',
  'favourites.added.view': 'View favourites',
  'favourites.added.continue': 'Continue shopping',
};
