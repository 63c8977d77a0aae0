export * from './messages.js';
export * from './fields.js';
export * from './errors.js';
export * from './locale-rule.js';
export * from './auth.js';
export * from './account.js';
export * from './program.js';
export * from './catalogue.js';
