import { type ClassReport, type GroupStats, QUALITY_LABELS } from '@zhijuan/contracts';
import ExcelJS from 'exceljs';

function pct(x: number): number;
function pct(x: number | null): number | null;
function pct(x: number | null) {
  return x === null ? null : Math.round(x * 1000) / 10;
}
const r2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
const STATUS = { scored: '', partial: '未阅完', absent: '缺考', missing: '未扫描' } as const;

function table(
  ws: ExcelJS.Worksheet,
  header: string[],
  rows: (string | number | null)[][],
  widths: number[] = [],
) {
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.columns.forEach((col, i) => {
    col.width = widths[i] ?? 12;
  });
}

const figures = (g: GroupStats) => [
  g.name,
  g.students,
  g.count,
  g.absent,
  r2(g.mean),
  r2(g.median),
  r2(g.std),
  g.max,
  g.min,
  pct(g.excellentRate),
  pct(g.goodRate),
  pct(g.passRate),
  pct(g.lowRate),
  pct(g.overMean),
];

/** The class report as a workbook: 概况, 学生成绩 (ranks and changes, every question), 题型, 试题. */
export async function classWorkbook(report: ClassReport) {
  const book = new ExcelJS.Workbook();
  book.creator = '智卷';
  const c = report.cutoffs;
  table(
    book.addWorksheet('概况'),
    [
      '范围',
      '人数',
      '实考',
      '缺考',
      '平均分',
      '中位数',
      '标准差',
      '最高分',
      '最低分',
      `优秀率%（≥${pct(c.excellent)}%）`,
      `良好率%（≥${pct(c.good)}%）`,
      `及格率%（≥${pct(c.pass)}%）`,
      `低分率%（<${pct(c.low)}%）`,
      '超均率%',
    ],
    [figures(report.classStats), figures(report.grade)],
    [16],
  );
  const keys = report.questions.map((q) => q.key);
  table(
    book.addWorksheet('学生成绩'),
    [
      '班级排名',
      '姓名',
      '考号',
      '总分',
      '客观题',
      '主观题',
      '年级排名',
      report.previous ? `名次变化（比${report.previous.name}）` : '名次变化',
      'T 分数',
      ...report.questions.map((q) => `${q.label}（${q.max}分）`),
      '备注',
    ],
    report.students.map((s) => [
      s.classRank,
      s.name,
      s.studentNo,
      s.total,
      s.objective,
      s.subjective,
      s.gradeRank,
      s.rankChange,
      s.t === null ? null : r2(s.t),
      ...keys.map((k) => s.scores[k] ?? null),
      STATUS[s.status],
    ]),
    [10, 10, 14, 8, 8, 8, 10, 16],
  );
  table(
    book.addWorksheet('题型统计'),
    ['题型', '正确率%', '平均分', '作答人数', '答对人次', '满分'],
    report.questionTypes.map((t) => [
      t.questionTypeName,
      pct(t.accuracy),
      r2(t.average),
      t.studentNum,
      t.correctNum,
      t.fullScore,
    ]),
    [16],
  );
  table(
    book.addWorksheet('试题分析'),
    [
      '题号',
      '题型',
      '满分',
      '平均分',
      '得分率%',
      '年级得分率%',
      '区分度',
      '质量',
      '难度',
      '满分人数',
      '零分人数',
      '知识点',
    ],
    report.questions.map((q) => [
      q.label,
      q.typeName,
      q.max,
      r2(q.mean),
      pct(q.p),
      pct(q.gradeP),
      r2(q.discrimination),
      QUALITY_LABELS[q.quality],
      q.difficultyName,
      q.fullCount,
      q.zeroCount,
      q.knowledge.map((k) => k.name).join('、'),
    ]),
    [14, 12],
  );
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, fileName: `${report.exam.name}-${report.classStats.name}-班级分析.xlsx` };
}
