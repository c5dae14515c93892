export * from './audit';
export * from './oidc';
export * from './reference';
export * from './staff';
export * from './catalog';
