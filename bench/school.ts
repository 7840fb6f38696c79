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
import { orgs, papers, schoolClasses, users } from '../apps/server/src/db/schema';
import { addClasses, addRoster, signInAs } from './fixtures';

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
  const classIds = await addClasses(db, {
    orgId: org!.id,
    gradeId: grade!.id,
    prefix: '测评',
    sort: 50,
    teacher: { userId: owner!.id },
  });
  const roster = await addRoster(db, { orgId: org!.id, classIds, digit: '9' });

  /** Bearer headers of a demo account (password zhijuan123). */
  const signIn = (username: string) => signInAs(app, username);
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
