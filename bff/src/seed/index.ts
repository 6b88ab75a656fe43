export { MENU_CATEGORY_IDS, SHOP_NAME_CHI, SHOP_NAME_ENG } from './demo/categories.ts';
export { DEMO_PASSWORD, VIP_OPENING_POINTS } from './demo/people.ts';
export { type SeedResult, type SeedSummary, seedDemoData } from './seedDemoData.ts';
