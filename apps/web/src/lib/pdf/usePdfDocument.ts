import { useEffect, useState } from 'react';
import { openPdf, type PDFDocumentProxy, type PdfSource } from './pdfjs';

export interface PdfState {
  doc: PDFDocumentProxy | null;
  /** Page count, 0 until loaded. */
  pages: number;
  /** Width / height of page 1, used to size pages not yet loaded. */
  aspect: number;
  error: string | null;
}

/** Chinese text for what pdf.js throws while opening a file. */
function openError(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return '该 PDF 已加密，无法预览';
  if (name === 'InvalidPDFException') return '文件不是有效的 PDF，无法预览';
  if (name === 'ResponseException' || name === 'MissingPDFException') return '文件加载失败，请稍后重试';
  return '文件加载失败，请稍后重试';
}

/**
 * Opens a PDF for as long as the component is mounted (destroyed on unmount or when `source` changes).
 * Give a stable `key` (a string) for the source: the document is reopened only when it changes.
 */
export function usePdfDocument(source: PdfSource | null, key: string): PdfState {
  const [state, setState] = useState<PdfState>({ doc: null, pages: 0, aspect: Math.SQRT1_2, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopened by key, not by the source object
  useEffect(() => {
    setState({ doc: null, pages: 0, aspect: Math.SQRT1_2, error: null });
    if (!source) return;
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    const task = openPdf(source);
    task.promise.then(
      async (doc) => {
        opened = doc;
        if (!live) return void doc.destroy();
        const first = await doc.getPage(1);
        const vp = first.getViewport({ scale: 1 });
        if (live) setState({ doc, pages: doc.numPages, aspect: vp.width / vp.height, error: null });
      },
      (err) => live && setState((s) => ({ ...s, error: openError(err) })),
    );
    return () => {
      live = false;
      if (opened) void opened.destroy();
      else task.cancel();
    };
  }, [key]);
  return state;
}
