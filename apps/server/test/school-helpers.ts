import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { orgs, schoolClasses, users } from '../src/db/schema';
import type { Db } from '../src/infra/db';
import { hashPassword } from '../src/modules/auth/passwords';

/** An .xlsx whose first row is `header` and then `rows`, as a teacher would fill it in. */
export async function xlsx(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return out;
}

export function uploadFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  bytes: Buffer,
  filename = 'roster.xlsx',
) {
  const boundary = '----zhijuan-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A second school with its own administrator, to prove schools never see each other's rows. */
export async function otherSchool(db: Db) {
  const [org] = await db.insert(orgs).values({ name: '第二中学' }).returning();
  const [year] = await db
    .insert(schoolClasses)
    .values({ orgId: org!.id, type: 1, name: '2026-2027学年' })
    .returning();
  const [grade] = await db
    .insert(schoolClasses)
    .values({ orgId: org!.id, type: 2, pid: year!.id, name: '七年级' })
    .returning();
  const [cls] = await db
    .insert(schoolClasses)
    .values({ orgId: org!.id, type: 3, pid: grade!.id, name: '1班' })
    .returning();
  await db.insert(users).values({
    orgId: org!.id,
    username: 'other-admin',
    nickname: '刘校长',
    passwordHash: await hashPassword('zhijuan123'),
    isCreator: true,
    isAdministrator: true,
    defaultSchoolYearId: year!.id,
  });
  return { orgId: org!.id, yearId: year!.id, gradeId: grade!.id, classId: cls!.id };
}
