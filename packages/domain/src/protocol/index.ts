export * from './base64';
export * from './fields';
export * from './password-crypto';
export * from './random';
export * from './request';
export * from './response';
export * from './signature';
export * from './status';
