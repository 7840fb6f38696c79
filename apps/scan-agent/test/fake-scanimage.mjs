#!/usr/bin/env node
// Stands in for SANE's scanimage in tests: one feeder scanner "fake:adf:1" that scans the JPEGs of
// $FAKE_SCANIMAGE_PAGES in batch mode, printing on stderr what scanimage prints. Its arguments are
// appended to $FAKE_SCANIMAGE_LOG. FAKE_SCANIMAGE_FAULT=empty|jam makes it fail like a feeder would.
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
if (process.env.FAKE_SCANIMAGE_LOG)
  fs.appendFileSync(process.env.FAKE_SCANIMAGE_LOG, `${JSON.stringify(args)}\n`);

const list = option('--formatted-device-list');
if (list !== undefined) {
  process.stdout.write(
    list
      .replaceAll('%d', 'fake:adf:1')
      .replaceAll('%v', 'Fake')
      .replaceAll('%m', 'ADF 60')
      .replaceAll('%n', '\n'),
  );
  process.exit(0);
}

if (args.includes('--all-options')) {
  process.stdout.write(`All options specific to device \`fake:adf:1':
    --source ADF Front|ADF Back|ADF Duplex [ADF Front]
    --mode Lineart|Gray|Color [Lineart]
    --resolution 100..600dpi [300]
    -l 0..215.9mm [0]
    -t 0..355.6mm [0]
    -x 0..215.9mm [215.9]
    -y 0..355.6mm [355.6]
    --swdeskew[=(yes|no)] [no]
`);
  process.exit(0);
}

const batch = option('--batch');
if (batch) {
  const dir = process.env.FAKE_SCANIMAGE_PAGES;
  const pages = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const fault = process.env.FAKE_SCANIMAGE_FAULT;
  if (fault === 'empty') {
    process.stderr.write('scanimage: sane_start: Document feeder out of documents\n');
    process.exit(7);
  }
  const count = Math.min(pages.length, Number(option('--batch-count') ?? pages.length));
  for (let i = 1; i <= count; i += 1) {
    if (fault === 'jam' && i === 2) {
      process.stderr.write('Scanning page 2\nscanimage: sane_read: Document feeder jammed\n');
      process.exit(1);
    }
    process.stderr.write(`Scanning page ${i}\n`);
    fs.copyFileSync(path.join(dir, pages[i - 1]), batch.replace('%04d', String(i).padStart(4, '0')));
    process.stderr.write(`Scanned page ${i}. (scanner status = 5)\n`);
  }
  process.stderr.write(`Batch terminated, ${count} pages scanned\n`);
  process.exit(0);
}
process.exit(1);
