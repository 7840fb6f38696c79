/** All SQL of the marking module: exam rows and key changes, tasks and hand-out, marks and scores, /correct. */
export * from './exams';
export * from './marks';
export * from './overview';
export * from './tasks';
