import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { loadSheetFonts, subsetTrueType } from './fonts';

/**
 * Noto Sans SC Regular and Bold embedded in `doc`, subset to the characters of `text` (the way the sheet
 * is printed: harfbuzz subsets, embedded whole — pdf-lib's own subsetting loses CJK glyphs), with the
 * set of code points the subset can draw.
 */
export async function embedCjkFonts(
  doc: PDFDocument,
  text: string,
): Promise<{ regular: PDFFont; bold: PDFFont; has: (ch: string) => boolean }> {
  const fonts = await loadSheetFonts();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await Promise.all([
    subsetTrueType(fonts.regular, text),
    subsetTrueType(fonts.bold, text),
  ]);
  const embed = { subset: false, features: { locl: false } } as const;
  const regular = await doc.embedFont(regularBytes, embed);
  const bold = await doc.embedFont(boldBytes, embed);
  const glyphs = new Set(regular.getCharacterSet());
  return { regular, bold, has: (ch) => glyphs.has(ch.codePointAt(0)!) };
}
