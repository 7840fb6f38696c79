import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CURRICULUM } from '@zhijuan/demo-bank/curriculum';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/infra/db';
import { syncCurriculum } from '../src/seed/curriculum/sync';
import { seedDemo } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated, seeded template database. */
    pgliteTemplate: string;
    /** PostgreSQL: name of the migrated, seeded template database. */
    pgTemplate: string;
  }
}

export const PG_TEMPLATE = 'zhijuan_test_template';

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it
 * (a PGlite dump, or `CREATE DATABASE … TEMPLATE` on PostgreSQL), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await migrateDatabase(database);
    await syncCurriculum(database.db, CURRICULUM);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', PG_TEMPLATE);
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await syncCurriculum(database.db, CURRICULUM);
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-test-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
