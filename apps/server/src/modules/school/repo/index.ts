// Every SQL statement of the school module, by job; the module's files import it as `./repo`.

export * from './invites';
export * from './structure';
export * from './students';
export * from './teachers';
export * from './teams';
