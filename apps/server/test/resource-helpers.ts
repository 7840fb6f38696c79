import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyInstance } from 'fastify';
import PptxGenJS from 'pptxgenjs';

/** A real .pptx with one slide per text, as PowerPoint or WPS would save it. */
export async function pptxOf(slides: string[]): Promise<Buffer> {
  const pptx = new PptxGenJS();
  for (const text of slides) pptx.addSlide().addText(text, { x: 0.5, y: 1, w: 9, h: 1.5, fontSize: 28 });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A real .docx of paragraphs. */
export async function docxOf(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }],
  });
  return Packer.toBuffer(doc);
}

/** A minimal MP4 head (an ftyp box) followed by `size` bytes: enough for the type check and ranges. */
export function mp4Of(size: number): Buffer {
  const ftyp = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d,
    0x70, 0x34, 0x31,
  ]);
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = i % 251;
  return Buffer.concat([ftyp, body]);
}

/** POST /api/resource/upload with form fields first and the file last, as the web sends it. */
export function uploadResource(
  app: FastifyInstance,
  headers: Record<string, string>,
  bytes: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
) {
  const boundary = '----zhijuan-resource';
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/resource/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
