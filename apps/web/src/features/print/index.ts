export { downloadWord, fetchPrintDocument, type PrintSource } from './api';
