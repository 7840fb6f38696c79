import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import * as pdfjs from 'pdfjs-dist';
// The worker is a file of this build (Vite copies it and gives its URL): nothing comes from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

/**
 * Where a PDF comes from: a URL this origin serves (read by pdf.js with range requests, so the first
 * page of a long book shows before the whole file arrives), or bytes already in memory.
 */
export type PdfSource = { url: string; headers?: Record<string, string> } | { data: Uint8Array };

/** Assets pdf.js loads on demand, copied into the build under /pdfjs/ (vite.config.ts `pdfjsAssets`). */
const ASSETS = '/pdfjs/';

/** Opens a PDF. The caller destroys it (`doc.destroy()`) when done; `usePdfDocument` does that itself. */
export function openPdf(source: PdfSource): { promise: Promise<PDFDocumentProxy>; cancel(): void } {
  const task = pdfjs.getDocument({
    ...('url' in source ? { url: source.url, httpHeaders: source.headers } : { data: source.data }),
    cMapUrl: `${ASSETS}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${ASSETS}standard_fonts/`,
    wasmUrl: `${ASSETS}wasm/`,
    // The site's CSP has no 'unsafe-eval'.
    isEvalSupported: false,
    // Pages are fetched as they are shown, not the whole file up front.
    disableAutoFetch: true,
    disableStream: false,
  });
  return { promise: task.promise, cancel: () => void task.destroy() };
}

/**
 * Draws one page into `canvas` at `cssWidth` CSS pixels wide (sharp on high-density screens). Returns
 * a cancel function; the promise settles when drawn (rejects with RenderingCancelledException if
 * cancelled).
 */
export function drawPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): { done: Promise<void>; cancel(): void } {
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  const task = page.render({ canvas, viewport });
  return { done: task.promise, cancel: () => task.cancel() };
}

/** A page rendered to a PNG blob `width` pixels wide: covers, thumbnails kept as images. */
export async function renderPageImage(doc: PDFDocumentProxy, pageNumber: number, width: number) {
  const page = await doc.getPage(pageNumber);
  const canvas = document.createElement('canvas');
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / base.width });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('render failed'))), 'image/png'),
  );
}

export const isCancelled = (err: unknown) =>
  err instanceof Error && err.name === 'RenderingCancelledException';
