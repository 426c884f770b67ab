export * from './capabilities';
export * from './case';
export * from './catalogue';
export * from './constants';
export * from './envelope';
export * from './errors';
export * from './money';
export * from './site';
