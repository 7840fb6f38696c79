import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js loads these on demand (CJK character maps, the 14 standard fonts, image decoders). */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm'];

const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Serves pdf.js's data files under /pdfjs/ from this app, in the build (emitted as assets) and in the
 * dev server, so a PDF with unembedded Chinese fonts still draws and nothing is fetched from a CDN.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'zhijuan-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const [folder] = rel.split('/');
        const file = path.join(root, rel);
        if (!folder || !FOLDERS.includes(folder) || rel.includes('..') || !fs.existsSync(file)) return next();
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const name of fs.readdirSync(path.join(root, folder))) {
          if (name.startsWith('LICENSE') && folder !== 'standard_fonts') continue;
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${folder}/${name}`,
            source: fs.readFileSync(path.join(root, folder, name)),
          });
        }
      }
    },
  };
}
