import zlib from 'node:zlib';

/**
 * Zip bombs for the upload tests, built in a few milliseconds: 1 MB of zeros is deflated once with a
 * full flush (a block boundary with the window reset), and that piece repeated is a valid deflate
 * stream of as many megabytes as wanted (about 1,000 : 1).
 */
export function deflatedZeros(mb: number): Buffer {
  const piece = zlib.deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mb }, () => piece), Buffer.from([0x03, 0x00])]);
}

export interface ZipPart {
  name: string;
  /** Raw deflate stream (method 8) or stored bytes (method 0). */
  data: Buffer;
  method?: 0 | 8;
  /** The inflated size the headers declare. */
  size: number;
}

/** A zip of the given parts; the CRCs are left 0 (the server must refuse these before anything checks them). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const method = p.method ?? 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(p.data.length, 20);
    dir.writeUInt32LE(p.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    central.push(dir, name);
    offset += 30 + name.length + p.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const stored = (name: string, text: string): ZipPart => ({
  name,
  data: Buffer.from(text),
  method: 0,
  size: Buffer.byteLength(text),
});

/**
 * A .docx whose document.xml inflates to `mb` megabytes. `lying` declares 1 KB in the headers, so only
 * counting while inflating finds it out.
 */
export function docxBomb(mb: number, lying = false): Buffer {
  const data = deflatedZeros(mb);
  return zipOf([
    stored('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    { name: 'word/document.xml', data, size: lying ? 1024 : mb << 20 },
  ]);
}

/** An .xlsx whose first sheet inflates to `mb` megabytes. */
export function xlsxBomb(mb: number, lying = false): Buffer {
  const data = deflatedZeros(mb);
  return zipOf([
    stored('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    { name: 'xl/worksheets/sheet1.xml', data, size: lying ? 1024 : mb << 20 },
  ]);
}
