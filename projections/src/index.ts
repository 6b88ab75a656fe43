export * from './ports/db.ts';
export * from './ports/eventStore.ts';
