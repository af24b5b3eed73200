export * from './machine.js';
export * from './buy.js';
export * from './order.js';
export * from './conflict.js';
