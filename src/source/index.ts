export * from './result';
export * from './diagnostic';
export * from './terminal';
export * from './decode';
export * from './json';
export * from './yaml';
export * from './schema';
export * from './schema-words';
