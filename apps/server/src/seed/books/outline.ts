import { PDFDict, type PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef } from 'pdf-lib';

/** One bookmark of a PDF's outline: a title, the 1-based page it opens, and its children. */
export interface OutlineItem {
  title: string;
  page: number;
  children?: OutlineItem[];
}

/**
 * Writes the document's outline (the bookmarks a PDF reader shows beside the pages), nested as given;
 * each entry jumps to the top of its page. pdf-lib has no API for it, so the dictionaries are built here.
 */
export function addOutline(doc: PDFDocument, items: OutlineItem[]): void {
  const ctx = doc.context;
  const pages = doc.getPages();
  const rootRef = ctx.nextRef();
  const build = (
    list: OutlineItem[],
    parent: PDFRef,
  ): { first: PDFRef; last: PDFRef; count: number } | null => {
    if (list.length === 0) return null;
    const refs = list.map(() => ctx.nextRef());
    let count = 0;
    list.forEach((item, i) => {
      const page = pages[Math.min(Math.max(item.page, 1), pages.length) - 1]!;
      const dict = PDFDict.withContext(ctx);
      dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
      dict.set(PDFName.of('Parent'), parent);
      dict.set(PDFName.of('Dest'), ctx.obj([page.ref, PDFName.of('XYZ'), null, null, null]));
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
      if (i < list.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
      const kids = build(item.children ?? [], refs[i]!);
      if (kids) {
        dict.set(PDFName.of('First'), kids.first);
        dict.set(PDFName.of('Last'), kids.last);
        // Negative: closed in the reader's panel until opened.
        dict.set(PDFName.of('Count'), PDFNumber.of(-kids.count));
      }
      count += 1;
      ctx.assign(refs[i]!, dict);
    });
    return { first: refs[0]!, last: refs.at(-1)!, count };
  };
  const top = build(items, rootRef);
  const root = PDFDict.withContext(ctx);
  root.set(PDFName.of('Type'), PDFName.of('Outlines'));
  if (top) {
    root.set(PDFName.of('First'), top.first);
    root.set(PDFName.of('Last'), top.last);
    root.set(PDFName.of('Count'), PDFNumber.of(top.count));
  }
  ctx.assign(rootRef, root);
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
}
