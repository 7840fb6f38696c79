/**
 * How long decoding a page takes (recognise's first stage) for the JPEGs scanners and phones write:
 * the same 300-dpi A4 page (2480 × 3508) as grey and colour JPEG, baseline and progressive, chroma
 * 4:2:0 and 4:4:4, with restart markers (as many scanners write), mozjpeg's encoding; and a 12 MP phone
 * photo (4000 × 3000) stored sideways with EXIF orientation 6. Each decoded as `recognise` does it
 * (`decodeGray`, shrunk by 3 while decoding — libjpeg's DCT scaling by 2, libvips the rest) and, to see
 * whether the shrink-on-load saves anything, at full size. One thread, then libvips' own threads.
 * Run: node --import tsx bench/omr-decode.ts [rounds=20]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { decodeGray, imageInfo } from '../packages/omr/src/gray';
import { blankScan, fill, idMarks, STUDENT, truthMarks } from '../packages/omr/test-support/synthetic';

const rounds = Number(process.argv[2] ?? 20);
const { template, png } = await blankScan();
const page = await fill(png, template, [...truthMarks(), ...idMarks(STUDENT.examNo)]);
// The page as a colour scan would see it: a faint warm paper tint, so the chroma is not empty.
const colour = await sharp(page).toColourspace('srgb').tint({ r: 250, g: 246, b: 236 }).png().toBuffer();

/** A JPEG with restart markers every `rows` MCU rows, written by libjpeg-turbo's cjpeg. */
function withRestarts(ppm: Buffer, rows: number, grey: boolean): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-decode-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pnm'), ppm);
    return execFileSync(
      'cjpeg',
      ['-quality', '85', '-restart', String(rows), ...(grey ? ['-grayscale'] : []), path.join(dir, 'in.pnm')],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function pnm(png: Buffer, channels: 1 | 3): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const header = Buffer.from(`${channels === 1 ? 'P5' : 'P6'}\n${info.width} ${info.height}\n255\n`);
  return Buffer.concat([header, data]);
}

const q = 85;
const files: [string, Buffer][] = [
  ['grey, baseline', await sharp(page).toColourspace('b-w').jpeg({ quality: q }).toBuffer()],
  [
    'grey, progressive',
    await sharp(page).toColourspace('b-w').jpeg({ quality: q, progressive: true }).toBuffer(),
  ],
  ['grey, restart every MCU row (cjpeg)', withRestarts(await pnm(page, 1), 1, true)],
  ['colour 4:2:0, baseline', await sharp(colour).jpeg({ quality: q }).toBuffer()],
  ['colour 4:4:4, baseline', await sharp(colour).jpeg({ quality: q, chromaSubsampling: '4:4:4' }).toBuffer()],
  ['colour 4:2:0, progressive', await sharp(colour).jpeg({ quality: q, progressive: true }).toBuffer()],
  [
    'colour 4:4:4, progressive',
    await sharp(colour).jpeg({ quality: q, progressive: true, chromaSubsampling: '4:4:4' }).toBuffer(),
  ],
  [
    'colour 4:2:0, mozjpeg (progressive, trellis)',
    await sharp(colour).jpeg({ quality: q, mozjpeg: true }).toBuffer(),
  ],
  ['colour 4:2:0, restart every MCU row (cjpeg)', withRestarts(await pnm(colour, 3), 1, false)],
  [
    'phone 12 MP 4:2:0, EXIF 6 (stored sideways)',
    await sharp(colour)
      .resize({ width: 3000, height: 4000, fit: 'fill' })
      .rotate(270)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  ],
];

async function time(bytes: Buffer, shrink: number): Promise<number> {
  const info = await imageInfo(bytes);
  await decodeGray(bytes, 0, shrink, info);
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await decodeGray(bytes, 0, shrink, await imageInfo(bytes));
  return (performance.now() - started) / rounds;
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `decode of one page, ${rounds} rounds; ${cpu} × ${os.cpus().length}; node ${process.version}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);
for (const threads of [1, 0]) {
  sharp.concurrency(threads);
  console.log(`\nlibvips threads: ${sharp.concurrency()}`);
  console.log('file | bytes | shrunk by 3 ms | full size ms');
  for (const [name, bytes] of files) {
    const shrink = name.startsWith('phone') ? 3 : 3;
    const a = await time(bytes, shrink);
    const b = await time(bytes, 1);
    console.log(`${name} | ${(bytes.length / 1024).toFixed(0)} KB | ${a.toFixed(1)} | ${b.toFixed(1)}`);
  }
}
