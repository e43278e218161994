export * from './rules';
export * from './entities';
export * from './media';
