// Every SQL statement of the questions module, by job; the module's files import it as `./repo`.

export * from './rows';
export * from './search';
export * from './search-text';
