// 数字教材: numberBook, bookDetail and the /bookPreview reader.

export { bookSource } from './api';
export { default as BookDetailPage } from './BookDetailPage';
export { default as BookPreviewPage } from './BookPreviewPage';
export { default as NumberBookPage } from './NumberBookPage';
