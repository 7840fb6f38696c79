// 备课资源 and the /OnlyOfficeReady preview. Other features (digital books, lesson plans) attach resources
// by id and open them with `previewHref`.
export { default as PreviewPage } from './PreviewPage';
export { default as ResourceLibraryPage } from './ResourceLibraryPage';

/** Where a resource opens in the browser. */
export const previewHref = (id: string) => `/OnlyOfficeReady?id=${encodeURIComponent(id)}`;
