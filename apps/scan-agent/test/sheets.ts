import sharp from 'sharp';
import { blankScan, fill, STUDENT } from '../../../packages/omr/test-support/synthetic';

export const OPTIONS = ['A', 'B', 'C', 'D'] as const;

export interface SheetStack {
  /** JPEG sheets as a scanner bed would see them, 300 dpi, 2480 × 3508. */
  sheets: Buffer[];
  /** Where question 1's bubbles are: sheet i has option OPTIONS[i] filled, so order can be read back. */
  bubble(option: string): { xMm: number; yMm: number; wMm: number; hMm: number };
}

/** Real answer sheets from packages/sheet, each with a different answer to question 1. */
export async function answerSheets(): Promise<SheetStack> {
  const { template, png } = await blankScan(undefined, STUDENT);
  const sheets = await Promise.all(
    OPTIONS.map(async (option) => {
      const filled = await fill(png, template, [{ question: '1', option, darkness: 0.8 }]);
      return sharp(filled).jpeg({ quality: 90 }).toBuffer();
    }),
  );
  const bubbles = template.pages[0]!.bubbles;
  return {
    sheets,
    bubble(option) {
      const b = bubbles.find((x) => x.question === '1' && x.option === option);
      if (!b) throw new Error(`no bubble 1/${option}`);
      return b;
    },
  };
}
