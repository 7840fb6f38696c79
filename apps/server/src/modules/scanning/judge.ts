import type { MultipleMarks, ScanProblem, StoredPageResult } from '@zhijuan/contracts';

export interface Corrected {
  /** The exam a person chose for a page whose QR code was not read: the page is read with its sheet. */
  assignmentId?: string;
  studentId?: string;
  answers?: Record<string, string>;
  absent?: boolean;
}

export interface RosterStudent {
  id: string;
  studentNo: string;
}

export interface Judged {
  assignmentId: string | null;
  studentId: string | null;
  pageNo: number | null;
  problems: ScanProblem[];
  detail: string | null;
  answers: Record<string, string>;
  flags: Record<string, string>;
  absent: boolean;
}

/** Recognised answers with a person's corrections on top; a corrected question carries no flag. */
export function effectiveAnswers(result: StoredPageResult | null, c: Corrected | null) {
  const answers = { ...(result?.answers ?? {}), ...(c?.answers ?? {}) };
  const flags: Record<string, string> = {};
  for (const [q, f] of Object.entries(result?.flags ?? {})) if (!(c?.answers && q in c.answers)) flags[q] = f;
  return { answers, flags, absent: c?.absent ?? result?.absent ?? false };
}

/** The exam the page's QR code names, when it is one of this school's; `null` when the code was not read. */
export interface ExamSeen {
  id: string;
  sheetVersion: number;
  idDigits: number;
  roster: RosterStudent[];
}

/**
 * What a page says once recognition and a person's corrections are put together, and what still needs
 * a person (docs/scanning.md). Pure; `duplicate` is decided across pages, elsewhere. `chosenExam` is
 * the exam a person chose for the page (`corrected.assignmentId`), when it is still one of the school's.
 * `multipleMarks` is the school's 多涂处理: under `review` a one-answer question read with two answers
 * goes to a person like a marginal mark; under `rule` it is scored as read.
 */
export function judgePage(
  result: StoredPageResult | null,
  corrected: Corrected | null,
  batchExam: ExamSeen,
  qrExam: ExamSeen | null | 'foreign',
  chosenExam: ExamSeen | null = null,
  multipleMarks: MultipleMarks = 'review',
): Judged {
  const c = corrected ?? {};
  const { answers, flags, absent } = effectiveAnswers(result, c);
  const problems: ScanProblem[] = [];
  let detail: string | null = null;
  const problem = (p: ScanProblem, text: string) => {
    problems.push(p);
    detail ??= text;
  };

  if (!result || result.problem) {
    // A sheet whose code was not read, read with the batch's exam's layout and not fitting it (its
    // printed rings not where that layout has them): perhaps a sheet of another exam in the stack. It
    // is both unidentified and unreadable: a person says which exam it is and it is read again with
    // that one's layout (no student can be named before). After such a choice it is unreadable only.
    if (result && !result.examId && result.marksFound >= 3 && !c.assignmentId)
      problem(
        'unidentified',
        '没有读到二维码，按本考试的答题卡也读不准：请选择它所属的考试，或作废后重新扫描',
      );
    problem('unreadable', qrExam === 'foreign' ? '二维码不是本校的考试' : (result?.problem ?? '无法识别'));
    return {
      assignmentId: null,
      studentId: null,
      pageNo: null,
      problems,
      detail,
      answers: {},
      flags: {},
      absent,
    };
  }
  // A page without a readable code is of the exam a person chose for it, or of the batch's exam once
  // a person names the student.
  const exam = qrExam && qrExam !== 'foreign' ? qrExam : (chosenExam ?? (c.studentId ? batchExam : null));
  if (!exam)
    problem('unidentified', qrExam === 'foreign' ? '二维码不是本校的考试' : '没有读到答题卡上的二维码');
  else if (result.sheetVersion !== null && result.sheetVersion !== exam.sheetVersion)
    problem('version', `按第 ${result.sheetVersion} 版答题卡打印，当前是第 ${exam.sheetVersion} 版`);

  let studentId: string | null = null;
  if (exam) {
    const onRoster = (id: string | null | undefined) =>
      id && exam.roster.some((s) => s.id === id) ? id : null;
    studentId = onRoster(c.studentId) ?? onRoster(result.studentIdFromQr);
    if (!studentId && result.studentNo && !result.studentNo.includes('?')) {
      const read = result.studentNo;
      studentId = exam.roster.find((s) => s.studentNo.padStart(exam.idDigits, '0') === read)?.id ?? null;
    }
    if (!studentId)
      problem(
        'student',
        result.studentNo
          ? `考号读作 ${result.studentNo.replaceAll('?', '□')}，名单中没有这名学生`
          : result.studentIdFromQr
            ? '二维码上的学生不在这次考试的班级中'
            : '没有读到考号',
      );
  }
  // What a person must look at among the questions, each with its reason: a stain over them, a mark
  // crossed out (疑似改涂), two answers on a one-answer question (多涂, unless the school scores them by
  // rule), a marginal mark.
  const open = (f: string) =>
    f === 'ambiguous' || f === 'crossed' || (f === 'multiple' && multipleMarks === 'review');
  const stained = new Set((result.stain?.questions ?? []).filter((q) => flags[q] === 'ambiguous'));
  const reasons: [string, (q: string, f: string) => boolean][] = [
    ['有污渍，请核对', (q) => stained.has(q)],
    ['疑似改涂', (_, f) => f === 'crossed'],
    ['多涂', (_, f) => f === 'multiple'],
    ['填涂不清', (q, f) => f === 'ambiguous' && !stained.has(q)],
  ];
  const needed = Object.entries(flags).filter(([, f]) => open(f));
  if (needed.length)
    problem(
      'ambiguous',
      reasons
        .map(([text, has]) => [text, needed.filter(([q, f]) => has(q, f)).map(([q]) => q)] as const)
        .filter(([, qs]) => qs.length)
        .map(([text, qs]) => `第 ${qs.join('、')} 题${text}`)
        .join('；'),
    );
  return {
    assignmentId: exam?.id ?? null,
    studentId,
    pageNo: result.page,
    problems,
    detail,
    answers,
    flags,
    absent,
  };
}
