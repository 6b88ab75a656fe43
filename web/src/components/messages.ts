/**
 * Messages of the shared components the storefront brought (product card, carousels, listings, the main
 * menu's dropdowns, the offline page notice, the language switch). Spread into app/messages/zh-HK.ts and en.ts.
 */
export const zhHK = {
  'price.was': '原價',
  'productCard.soldOut': '售罄',
  'productCard.addToCart': '加入購物車',
  'productCard.addToCartNamed': '將{name}加入購物車',
  'productCard.chooseOptionsNamed': '選擇{name}的規格',
  'carousel.previous': '上一頁',
  'carousel.next': '下一頁',
  'listing.loadingMore': '正在載入更多產品…',
  'listing.end': '已顯示全部{count}件產品',
  'sectionError.offline': '沒有網絡連線，此部分未能載入；恢復連線後會再試。',
  'sectionError.failed': '此部分未能載入，請再試一次。',
  'sectionError.retry': '再試一次',
  'offlinePage.title': '離線',
  'offlinePage.heading': '你已離線，此頁面尚未儲存',
  'offlinePage.body':
    '你未曾在連線時開啟此頁面，所以未能離線瀏覽。已瀏覽過的頁面仍可開啟；恢復網絡連線後請再試。',
  'offlinePage.home': '返回首頁',
  'offlinePage.retry': '再試一次',
  'menu.studentZone': '學生專區',
  'menu.allProducts': '所有產品',
  'menu.categoriesLabel': '產品分類',
  'menu.studentSitesLabel': '學生網站',
  'menu.student.edb': '教育局',
  'menu.student.hkeaa': '香港考試及評核局',
  'menu.student.hkpl': '香港公共圖書館',
  // The language switch names the other language in that language.
  'language.other': 'English',

  // Order status labels (seed 001 §4: the catalogue keyed order_status_{status}), shared by the order pages
  // and the member area's order list.
  order_status_unpaid: '未付款',
  order_status_pending: '等待付款確認',
  order_status_paid: '已付款',
  order_status_Processing: '處理中',
  order_status_inTransit: '運送中',
  order_status_wait2ndDelivery: '等待第二次送貨',
  order_status_inTransit2nd: '第二次送貨運送中',
  order_status_completed: '已完成',
  order_status_canceled: '已取消',
  order_status_deleted: '已刪除',
} as const;

export const en: Record<keyof typeof zhHK, string> = {
  'price.was': 'Was',
  'productCard.soldOut': 'Sold out',
  'productCard.addToCart': 'Add to cart',
  'productCard.addToCartNamed': 'Add {name} to cart',
  'productCard.chooseOptionsNamed': 'Choose options for {name}',
  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'listing.loadingMore': 'Loading more products…',
  'listing.end': 'All {count} products shown',
  'sectionError.offline':
    'No connection, so this part could not load; it will try again once you are back online.',
  'sectionError.failed': 'This part could not load. Please try again.',
  'sectionError.retry': 'Try again',
  'offlinePage.title': 'Offline',
  'offlinePage.heading': 'You are offline and this page has not been saved yet',
  'offlinePage.body':
    'You have not opened this page while online, so it is not available offline. Pages you have visited still open; please try again once you are back online.',
  'offlinePage.home': 'Back to home',
  'offlinePage.retry': 'Try again',
  'menu.studentZone': 'Student zone',
  'menu.allProducts': 'All products',
  'menu.categoriesLabel': 'Product categories',
  'menu.studentSitesLabel': 'Sites for students',
  'menu.student.edb': 'Education Bureau',
  'menu.student.hkeaa': 'HK Examinations and Assessment Authority',
  'menu.student.hkpl': 'Hong Kong Public Libraries',
  'language.other': '中文',

  order_status_unpaid: 'Unpaid',
  order_status_pending: 'Awaiting payment confirmation',
  order_status_paid: 'Paid',
  order_status_Processing: 'Processing',
  order_status_inTransit: 'In transit',
  order_status_wait2ndDelivery: 'Awaiting second delivery',
  order_status_inTransit2nd: 'Second delivery in transit',
  order_status_completed: 'Completed',
  order_status_canceled: 'Cancelled',
  order_status_deleted: 'Deleted',
};
