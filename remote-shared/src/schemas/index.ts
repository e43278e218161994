export * from './rules';
export * from './entities';
export * from './usernames';
export * from './media';
export * from './initials';
export type * from './renderer';
