export { default as PersonPaperPage } from './cloud/PersonPaperPage';
export { default as RecycleBinPage } from './cloud/RecycleBinPage';
export { default as EditPage } from './editor/EditPage';
export { default as IntellectPage } from './intellect/IntellectPage';
export { default as PracticePage } from './practice/PracticePage';
export { default as PaperSetPage } from './settings/PaperSetPage';
