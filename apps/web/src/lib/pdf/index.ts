/**
 * PDF pages in the browser (pdf.js, its worker and assets bundled with the app — nothing from a CDN).
 *
 *   const { doc, aspect, error } = usePdfDocument({ url, headers: await authHeader() }, url);
 *   <PdfViewer ref={viewer} doc={doc} aspect={aspect} spread onPageChange={(p, n) => …} />
 *   viewer.current?.goTo(12);
 *   <PdfSlides doc={doc} start={3} onClose={(page) => …} />   // 放映, full screen, arrow keys
 *   <PdfPage doc={doc} pageNumber={1} width={160} aspect={aspect} />  // one lazy page (a cover)
 *   const png = await renderPageImage(doc, 1, 320);                  // a page as an image blob
 *
 * Pages render only near the screen (IntersectionObserver) and give their canvas back when far off, so
 * a long book opens at once. A URL source is read with HTTP range requests when the server allows them.
 */
export { PdfPage, type PdfPageProps } from './PdfPage';
export { PdfSlides, type PdfSlidesProps } from './PdfSlides';
export { PdfViewer, type PdfViewerHandle, type PdfViewerProps } from './PdfViewer';
export { openPdf, type PDFDocumentProxy, type PdfSource, renderPageImage } from './pdfjs';
export { type PdfState, usePdfDocument } from './usePdfDocument';
