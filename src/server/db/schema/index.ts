export * from './users';
export * from './sessions';
export * from './user-tokens';
export * from './login-attempts';
export * from './outbox';
export * from './reference';
export * from './contact-requests';
export * from './analytics';
