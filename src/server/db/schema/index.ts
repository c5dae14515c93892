export * from './audit';
export * from './catalog';
export * from './oidc';
export * from './reference';
export * from './staff';
