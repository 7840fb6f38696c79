import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** Full TrueType fonts the sheet is printed with (Noto Sans SC, SIL Open Font License). */
export interface SheetFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let loaded: Promise<SheetFonts> | undefined;

/** Reads Noto Sans SC Regular and Bold from the npm package, once per process (~21 MB). */
export function loadSheetFonts(): Promise<SheetFonts> {
  loaded ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(require.resolve(FONT_FILES.regular)),
      readFile(require.resolve(FONT_FILES.bold)),
    ]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/**
 * A TrueType subset holding just the glyphs of `text` (harfbuzz through subset-font). pdf-lib's own
 * subsetting loses most CJK glyphs, so the PDF embeds this subset whole.
 */
export async function subsetTrueType(font: Uint8Array, text: string): Promise<Uint8Array> {
  const chars = [...new Set(text)].sort().join('');
  const out = await subsetFont(Buffer.from(font.buffer, font.byteOffset, font.byteLength), chars, {
    targetFormat: 'truetype',
  });
  return new Uint8Array(out);
}
