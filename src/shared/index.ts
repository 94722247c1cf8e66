export * from './roles';
export * from './permissions';
export * from './errors';
export * from './languages';
export * from './validation';
export * from './contracts/auth';
export * from './contracts/health';
