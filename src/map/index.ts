export * from './schema';
export * from './result';
export * from './parse';
export * from './board';
export * from './check';
export * from './locate';
export * from './colour';
