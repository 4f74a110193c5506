export * from './schema';
export * from './config';
export * from './diagnostics';
export * from './load';
export * from './check';
export * from './module-project';
