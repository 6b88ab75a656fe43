export * from './apiSchemas.ts';
export * from './countdown.ts';
export * from './paging.ts';
export * from './priceRange.ts';
export * from './renditions.ts';
export * from './searchTokens.ts';
export * from './stockDisplay.ts';
export * from './urlName.ts';
