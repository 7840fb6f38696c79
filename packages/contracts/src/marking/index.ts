/**
 * 阅卷: objective questions scored from the exam's frozen key, written answers (题块, one per answer
 * region of the sheet) marked by teachers on screen. docs/marking.md has the rules.
 */

export * from './keys';
export * from './overview';
export * from './scores';
export * from './tasks';
