import * as storefrontComponents from '../../components/messages.ts';
import * as push from '../../components/push/messages.ts';
import * as account from '../../features/account/messages.ts';
import * as cart from '../../features/cart/messages.ts';
import * as catalogue from '../../features/catalogue/messages.ts';
import * as checkout from '../../features/checkout/messages.ts';
import * as content from '../../features/content/messages.ts';
import * as favourites from '../../features/favourites/messages.ts';
import * as orders from '../../features/orders/messages.ts';
import * as install from '../../features/pwa/install/messages.ts';
import type { Messages } from './zh-HK.ts';

/** Complete English catalogue: same keys as zh-HK (the type and catalogues.test.ts both check). */
export const en: Messages = {
  'app.description':
    'Hong Kong online shop for health and beauty, books and hair care. Members get free delivery over HK$500.',
  'app.skipToContent': 'Skip to main content',
  'app.loading': 'Loading…',

  'header.promo': 'Become a member for free delivery on orders over HK$500 and occasional offers',
  'header.homeLink': '{shopName} home',
  'header.menu': 'Menu',
  'header.menuLabel': 'Main menu',
  'header.toolsLabel': 'Account and shopping',
  'header.account': 'Member login',
  'header.search': 'Search products',
  'header.favourites': 'Favourites',
  'header.cart': 'Cart, {count, plural, =0 {no items} one {# item} other {# items}}',

  'nav.brandStory': 'Brand story',
  'nav.products': 'Products',
  'nav.offers': 'Latest offers',

  'search.title': 'Search products',
  'search.label': 'Product name or keyword',
  'search.submit': 'Search',
  'search.close': 'Close search',

  'footer.linksLabel': 'Site links',
  'footer.home': 'Home',
  'footer.brandStory': 'Brand story',
  'footer.allProducts': 'All products',
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.shopInfo': 'Online shop information',
  'footer.shopInfo.shipping': 'Delivery',
  'footer.shopInfo.payment': 'Payment methods',
  'footer.shopInfo.returns': 'Returns and exchanges',
  'footer.shopInfo.contact': 'Contact us',
  'footer.follow': 'Follow us',
  'footer.newWindow': '{name} (opens in a new window)',
  'footer.payments': 'Payment methods we accept',
  'footer.copyright': '© {year} {shopName}. All rights reserved.',
  'footer.backToTop': 'Back to top',

  'social.facebook': 'Facebook',
  'social.instagram': 'Instagram',
  'social.youtube': 'YouTube',
  'social.whatsapp': 'WhatsApp',

  'payment.visa': 'Visa',
  'payment.visa.mark': 'VISA',
  'payment.mastercard': 'Mastercard',
  'payment.unionpay': 'UnionPay',

  'home.title': 'Home',
  'home.heading': 'Welcome to {shopName}',

  'notFound.title': 'Page not found',
  'notFound.heading': 'Sorry, this page does not exist',
  'notFound.body':
    'The address may have expired or never existed. Try searching for another product, or contact us.',
  'notFound.home': 'Back to the home page',
  'notFound.contact': 'Contact us',

  'error.title': 'Something went wrong',
  'error.heading': 'Sorry, this page could not be loaded',
  'error.body': 'Please reload the page. If the problem continues, contact us.',
  'error.reload': 'Reload',
  'error.network': 'Could not connect. Check your connection and try again.',
  'error.server': 'We could not handle that just now. Please try again in a moment.',
  'error.generic': 'Something went wrong. Please try again, and contact us if it keeps happening.',

  'offline.title': 'You are offline',
  'offline.body':
    'Pages you have already opened still work; logging in, checkout and payment wait until you are back online.',

  'update.message': 'A new version is available. Reload to use it.',
  'update.reload': 'Reload',
  'update.reloading': 'Updating…',
  'update.dismiss': 'Later',

  ...account.en,
  ...cart.en,
  ...favourites.en,
  ...orders.en,
  ...storefrontComponents.en,
  ...push.en,
  ...install.en,
  ...catalogue.en,
  ...content.en,
  ...checkout.en,
};
