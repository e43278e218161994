export * from './rules';
export * from './entities';
