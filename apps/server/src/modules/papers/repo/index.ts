/** All SQL of the papers module: papers and baskets, the cloud libraries, and what papers read of the bank. */
export * from './bank';
export * from './library';
export * from './papers';
