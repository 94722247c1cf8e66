export * from './users';
export * from './sessions';
export * from './user-tokens';
export * from './login-attempts';
export * from './outbox';
