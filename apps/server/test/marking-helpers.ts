import type { StoredPageResult } from '@zhijuan/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { orgs, scanPages, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { settlePage } from '../src/modules/scanning';
import { assignmentKit, type Headers } from './assignment-helpers';
import type { TestApp } from './helpers';

export interface RosterStudent {
  id: string;
  name: string;
  studentNo: string;
  classId: string;
  className: string;
}

/**
 * What marking tests share: an exam of the assignment kit's paper (1–2 单选 3 分, 3 判断 2 分, 4 填空 4 分,
 * 5 解答 8 分) given to classes, and `sheet()` — a scanned page as recognition stores it (answers, the
 * written answers cut out as PNGs), settled through the scanning code like a real page.
 */
export async function markingKit(t: TestApp, teacher: Headers, classNames: string[]) {
  const kit = await assignmentKit(t);
  const db = t.ctx.database.db;
  const p = await kit.paper(teacher);
  const classIds = await kit.classIds(teacher, classNames);
  const res = await kit.give(teacher, {
    paperId: p.id,
    kind: 'exam',
    name: '阅卷测验',
    examDate: '2026-11-20',
    classIds,
  });
  expect(res.status, res.body.message).toBe(200);
  const examId: string = res.body.data.id;
  const roster: RosterStudent[] = (
    await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/students`)
  ).body.data;
  const batch = await kit.call(teacher, 'POST', '/api/teacher/scan/batch', { assignmentId: examId });
  expect(batch.status, batch.body.message).toBe(200);
  const [org] = await db.select().from(orgs).limit(1);
  const crop = (text: string) =>
    sharp({ create: { width: 600, height: 160, channels: 3, background: '#fff' } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="600" height="160"><text x="20" y="90" font-size="40">${text}</text></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();

  let n = 0;
  /** One student's page: objective answers as read, the written answers as images; `absent` for 缺考. */
  async function sheet(student: RosterStudent, answers: Record<string, string>, absent = false) {
    n += 1;
    const pageKey = `test-${examId}-${n}`;
    const regions: StoredPageResult['regions'] = [];
    for (const q of ['4', '5']) {
      const key = `scans/${org!.id}/crops/${pageKey}/${q}.png`;
      await t.ctx.storage.put(key, await crop(`${student.name} 第${q}题`));
      regions.push({ question: q, part: 1, key, box: { x: 0, y: 0, w: 600, h: 160 } });
    }
    const result: StoredPageResult = {
      page: 1,
      pages: 1,
      examId,
      studentIdFromQr: student.id,
      sheetVersion: 1,
      rotated180: false,
      marksFound: 4,
      residualPx: 0.5,
      width: 2480,
      height: 3508,
      scale: 1,
      answers,
      flags: {},
      bubbles: [],
      studentNo: null,
      absent,
      paperType: null,
      regions,
      problem: null,
      timings: {},
    };
    const [page] = await db
      .insert(scanPages)
      .values({
        orgId: org!.id,
        batchId: batch.body.data.id,
        sha256: pageKey,
        storageKey: `${pageKey}.png`,
        fileName: `${pageKey}.png`,
        byteSize: 1,
        status: 'done',
        result,
        processedAt: new Date(),
      })
      .returning();
    await settlePage(db, page!.id);
    return page!.id;
  }

  /** A teacher of the school who teaches the exam's subject in the given class (so may see and mark it). */
  async function teacherOf(username: string, classId: string) {
    const [u] = await db
      .insert(users)
      .values({
        orgId: org!.id,
        username,
        nickname: `${username}老师`,
        passwordHash: await hashPassword('zhijuan123'),
      })
      .returning();
    await db.execute(
      `insert into teaching_assignments (org_id, user_id, class_id, subject_id) values ('${org!.id}', '${u!.id}', '${classId}', 'cz.math')` as never,
    );
    return u!;
  }

  const examRow = () => db.query.assignments.findFirst({ where: (a, { eq: e }) => e(a.id, examId) });
  return { ...kit, examId, roster, classIds, sheet, teacherOf, examRow, orgId: org!.id, eq };
}
