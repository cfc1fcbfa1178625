export * from './users';
export * from './services';
export * from './content';
export * from './feedback';
export * from './geo';
export * from './sync';
export * from './limits';
export * from './integrations';
