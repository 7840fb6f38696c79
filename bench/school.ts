/**
 * What the app benchmarks share: the whole app (routing, session, SQL) with Fastify's inject on a fresh
 * database with the demo school — embedded PGlite, or PostgreSQL when DATABASE_URL is set (an empty
 * database) — and a 450-student grade of 8 new 七年级 classes taught by `teacher`, with a saved paper for
 * exams to be given from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import {
  orgs,
  papers,
  schoolClasses,
  students,
  teachingAssignments,
  users,
} from '../apps/server/src/db/schema';

export async function benchSchool(name: string, paperTitle: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `zhijuan-bench-${name}-`));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    QUESTION_BANK: 'none',
    SCAN_WORKERS: '0',
  });
  await (await createContext(config, { info: () => {} })).database.close();
  const ctx = await createContext(config, { info: () => {} });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const db = ctx.database.db;

  const [org] = await db.select().from(orgs).limit(1);
  const [grade] = await db.select().from(schoolClasses).where(eq(schoolClasses.name, '七年级')).limit(1);
  const [owner] = await db.select().from(users).where(eq(users.username, 'teacher'));
  const [paper] = await db
    .insert(papers)
    .values({
      orgId: org!.id,
      ownerId: owner!.id,
      status: 'saved',
      stageId: 'cz',
      subjectId: 'cz.math',
      title: paperTitle,
    })
    .returning({ id: papers.id });
  const classIds: string[] = [];
  for (let c = 0; c < 8; c++) {
    const [row] = await db
      .insert(schoolClasses)
      .values({ orgId: org!.id, type: 3, pid: grade!.id, name: `测评${c + 1}班`, sort: 50 + c })
      .returning();
    classIds.push(row!.id);
    await db
      .insert(teachingAssignments)
      .values({ orgId: org!.id, userId: owner!.id, classId: row!.id, subjectId: 'cz.math' });
  }
  const roster = await db
    .insert(students)
    .values(
      Array.from({ length: 450 }, (_, i) => ({
        orgId: org!.id,
        classId: classIds[i % 8]!,
        name: `学生${i + 1}`,
        studentNo: `9${String(i + 1).padStart(7, '0')}`,
      })),
    )
    .returning();

  const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
  /** Bearer headers of a demo account (password zhijuan123). */
  async function signIn(username: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/oauth/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${username}&password=zhijuan123`,
    });
    return { authorization: `Bearer ${res.json().data.access_token}` };
  }
  async function close() {
    await app.close();
    await ctx.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    ctx,
    app,
    db,
    org: org!,
    grade: grade!,
    owner: owner!,
    paperId: paper!.id,
    classIds,
    roster,
    signIn,
    close,
  };
}

/** The value at share `p` (0–1) of the sorted times. */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
export const ms = (x: number) => `${x.toFixed(1)} ms`;
