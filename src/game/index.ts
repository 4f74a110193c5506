export * from './schema';
export * from './parse';
export * from './replay';
export * from './record';
export * from './fork';
export * from './describe';
export * from './yaml';
