import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SheetTemplate } from '@zhijuan/sheet';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { fill, idMarks, type Mark } from '../../../packages/omr/test-support/synthetic';
import { assignmentKit, type Headers } from './assignment-helpers';
import { bearer, signIn, type TestApp } from './helpers';
import { otherSchool } from './school-helpers';

/** Each page of a PDF as a 300-dpi grey PNG, as a scanner would give it. */
export function rasterise(pdf: Buffer, pages: [number, number], dpi = 300): Buffer[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-scan-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-gray', '-png', '-r', String(dpi), '-f', String(pages[0]), '-l', String(pages[1]), 'in.pdf', 'p'],
      { cwd: dir },
    );
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => fs.readFileSync(path.join(dir, f)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A student's pencil: a firm fill for each answer letter (T/F for 判断), faint ones where asked. */
export function pencil(answers: Record<string, string>, faint: Record<string, string> = {}): Mark[] {
  return [
    ...Object.entries(answers).flatMap(([q, letters]) =>
      [...letters].map((option) => ({ question: q, option, darkness: 0.8 })),
    ),
    ...Object.entries(faint).flatMap(([q, letters]) =>
      [...letters].map((option) => ({ question: q, option, darkness: 0.15 })),
    ),
  ];
}

export { fill, idMarks };

/** The page with its QR code painted over (a torn corner, a coffee stain): the exam is not read. */
export async function coverQr(png: Buffer, template: SheetTemplate): Promise<Buffer> {
  const px = 300 / 25.4;
  const q = template.pages[0]!.qr;
  const { width, height } = await sharp(png).metadata();
  const rect = `<rect x="${(q.xMm - 2) * px}" y="${(q.yMm - 2) * px}" width="${(q.wMm + 4) * px}" height="${(q.hMm + 4) * px}" fill="white"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rect}</svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(svg) }])
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function upload(app: FastifyInstance, h: Headers, batchId: string, name: string, bytes: Buffer) {
  const boundary = '----zhijuan-scan';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/teacher/scan/batch/${batchId}/pages`,
    headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** Waits until no page of the exam is queued or being read. */
export async function recognised(app: FastifyInstance, h: Headers, examId: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/teacher/assignment/${examId}/scan/summary`,
      headers: h,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    if (s.counts.queued === 0) return s;
    if (Date.now() > until) throw new Error(`still ${s.counts.queued} pages queued`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type { SheetTemplate };

type RosterLine = { id: string; name: string; studentNo: string; classId: string; className: string };

/**
 * The exam the scanning tests scan: 扫描测验 for 七年级1班 and 2班, its recognition template, the
 * personalised sheets of class 1 and a blank sheet as 300-dpi PNGs, and a first batch; with the
 * teacher who gave it and another school's administrator.
 */
export async function scanningExam(t: TestApp) {
  const kit = await assignmentKit(t);
  const otherOrgId = (await otherSchool(t.ctx.database.db)).orgId;
  const teacher = bearer(await signIn(t.app, 'teacher'));
  const otherAdmin = bearer(await signIn(t.app, 'other-admin'));
  const p = await kit.paper(teacher);
  const classIds = await kit.classIds(teacher, ['七年级1班', '七年级2班']);
  const res = await kit.give(teacher, {
    paperId: p.id,
    kind: 'exam',
    name: '扫描测验',
    examDate: '2026-11-20',
    classIds,
  });
  expect(res.status, res.body.message).toBe(200);
  const examId: string = res.body.data.id;
  const class2Id: string = classIds[1];
  const roster: RosterLine[] = (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/students`))
    .body.data;
  const tpl = await kit.call(teacher, 'POST', `/api/teacher/assignment/${examId}/sheet/template`);
  const template: SheetTemplate = JSON.parse(tpl.raw.body);
  const pdf = await kit.call(teacher, 'POST', `/api/teacher/assignment/${examId}/sheet/pdf`, {
    personalised: true,
    classIds: [classIds[0]],
  });
  expect(pdf.status).toBe(200);
  const personal = rasterise(pdf.raw.rawPayload, [1, 4]);
  const empty = await kit.call(teacher, 'POST', `/api/teacher/assignment/${examId}/sheet/pdf`, {
    personalised: false,
  });
  const blank = rasterise(empty.raw.rawPayload, [1, 1])[0]!;
  const batch = await kit.call(teacher, 'POST', '/api/teacher/scan/batch', { assignmentId: examId });
  expect(batch.status, batch.body.message).toBe(200);
  const batchId: string = batch.body.data.id;
  return {
    kit,
    otherOrgId,
    teacher,
    otherAdmin,
    examId,
    class2Id,
    roster,
    template,
    personal,
    blank,
    batchId,
  };
}
