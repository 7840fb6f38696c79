import { Flow } from './flow';
import { COLUMN_GAP_MM, COLUMN_PAD_MM, CONTENT_SIDE_MM, CONTENT_TOP_MM } from './geometry';
import { layoutHeader } from './header';
import { objectiveSection, optionalSection, type Sizes, subjectiveSection } from './sections';
import { checkSheetSpec, SheetSpecError } from './spec';
import type { SheetLayout, SheetSpec } from './types';

/**
 * Lays out an answer sheet in millimetres: the single source of the printed PDF (`renderSheetPdf`) and
 * of the recognition template (`sheetTemplate`). Pure and deterministic: the same spec gives the same
 * layout, to the hundredth of a millimetre.
 *
 * Page 1 starts with the header (title, QR code, 姓名/班级, 考号 block, 注意事项, 填涂样例, 缺考,
 * 试卷类型); sections follow in order, flowing down the columns and on to further pages. Objective
 * questions are grouped five to a block, blocks side by side; short answers (`minWidthMm`) share rows;
 * other subjective questions get framed regions, split over columns only when taller than a column.
 *
 * Regions of a fixed height (the teacher's) keep it. Regions that grow (`grow`, their score) start at
 * their least height, which decides how many pages the sheet needs (rounded up to whole sheets when it
 * is printed on both sides); then they grow together in proportion to their scores as far as those
 * pages allow, and what is left at the foot of a column goes to the growing regions that end in it. So
 * the columns are full and 请勿在此区域作答 marks only space no growing region can take.
 *
 * @throws SheetSpecError when `checkSheetSpec` finds problems.
 */
export function layoutSheet(spec: SheetSpec): SheetLayout {
  const problems = checkSheetSpec(spec);
  if (problems.length > 0) throw new SheetSpecError(problems);
  const least = place(spec, new Map());
  const sizable = growingRegions(spec);
  if (sizable.length === 0) return least.layout;
  const growing = sizable.filter((g) => g.grow > 0);
  const totalGrow = growing.reduce((n, g) => n + g.grow, 0);
  let pages = least.layout.pages.length;
  if (spec.duplex && pages % 2 === 1) pages += 1;
  const sized = (k: number): Sizes => new Map(growing.map((g) => [g.key, Math.max(g.min, k * g.grow)]));
  const fits = (k: number) => place(spec, sized(k)).layout.pages.length <= pages;
  // Millimetres per point: from 0 (every region at its least) up to what all the columns could hold.
  const columnH = least.flow.bottom - CONTENT_TOP_MM - COLUMN_PAD_MM;
  let lo = 0;
  let hi = totalGrow > 0 ? (pages * least.flow.columns * columnH) / totalGrow : 0;
  if (fits(hi)) lo = hi;
  else {
    for (let i = 0; i < 30 && hi - lo > 0.005; i++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) lo = mid;
      else hi = mid;
    }
  }
  const sizes = sized(lo);
  const grown = place(spec, sizes);
  const filled = place(spec, fillColumns(grown, sizable, sizes));
  return filled.layout.pages.length === grown.layout.pages.length ? filled.layout : grown.layout;
}

interface Growing {
  key: string;
  min: number;
  grow: number;
}

function growingRegions(spec: SheetSpec): Growing[] {
  return spec.sections.flatMap((s): Growing[] => {
    if (s.kind === 'subjective')
      return s.questions.flatMap((q) =>
        q.grow !== undefined ? [{ key: q.number, min: q.heightMm, grow: q.grow }] : [],
      );
    if (s.kind === 'optional' && s.grow !== undefined)
      return [{ key: s.questions.join('/'), min: s.heightMm, grow: s.grow }];
    return [];
  });
}

function place(spec: SheetSpec, sizes: Sizes): { layout: SheetLayout; flow: Flow } {
  const flow = new Flow(spec);
  const fields = layoutHeader(flow);
  for (const section of spec.sections) {
    if (section.kind === 'objective') objectiveSection(flow, section.title, section.questions);
    else if (section.kind === 'subjective') subjectiveSection(flow, section.title, section.questions, sizes);
    else
      optionalSection(
        flow,
        section.title,
        section.questions,
        sizes.get(section.questions.join('/')) ?? section.heightMm,
        section.scoreBox,
        (section.grow ?? 0) > 0,
      );
  }
  flow.finish();
  return { layout: { spec, columns: flow.columns, pages: flow.pages, fields }, flow };
}

/**
 * The space left at the foot of each column, shared among the growing regions that end in that column
 * in proportion to their weights (floored to 0.01 mm, so the column is full but never over); in a
 * column where none ends, equally among its rows of weight-0 regions (the 填空 lines).
 */
function fillColumns(placed: { layout: SheetLayout; flow: Flow }, sizable: Growing[], sizes: Sizes): Sizes {
  const { flow, layout } = placed;
  const weight = new Map(sizable.map((g) => [g.key, g.grow]));
  const pitch = flow.columnW + COLUMN_GAP_MM;
  const at = (page: number, x: number) =>
    `${page}:${Math.round((x - CONTENT_SIDE_MM - COLUMN_PAD_MM) / pitch)}`;
  const endsIn = new Map<string, string>();
  /** Rows of weight-0 regions per column: top → the regions' keys and the row's height. */
  const rows = new Map<string, Map<number, { keys: string[]; h: number }>>();
  for (const page of layout.pages)
    for (const e of page.elements) {
      if (e.type !== 'region' || !weight.has(e.question)) continue;
      const column = at(page.number, e.x);
      endsIn.set(e.question, column);
      if (weight.get(e.question) !== 0) continue;
      const byTop = rows.get(column) ?? new Map<number, { keys: string[]; h: number }>();
      const row = byTop.get(e.y) ?? { keys: [], h: 0 };
      row.keys.push(e.question);
      row.h = Math.max(row.h, e.h);
      byTop.set(e.y, row);
      rows.set(column, byTop);
    }
  const floor = (mm: number) => Math.floor(mm * 100) / 100;
  const next = new Map(sizes);
  for (const end of flow.columnEnds) {
    const room = flow.bottom - end.end;
    if (room < 0.5) continue;
    const column = `${end.page}:${end.column}`;
    const here = sizable.filter((g) => g.grow > 0 && endsIn.get(g.key) === column);
    const total = here.reduce((n, g) => n + g.grow, 0);
    if (total > 0) {
      for (const g of here) next.set(g.key, (next.get(g.key) ?? g.min) + floor((room * g.grow) / total));
      continue;
    }
    const lines = [...(rows.get(column)?.values() ?? [])];
    for (const row of lines) for (const key of row.keys) next.set(key, row.h + floor(room / lines.length));
  }
  return next;
}
