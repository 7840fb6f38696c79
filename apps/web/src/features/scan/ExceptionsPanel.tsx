import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SCAN_PROBLEM_TEXT, SCAN_PROBLEMS, type ScanPage, type ScanProblem } from '@zhijuan/contracts';
import {
  Alert,
  App,
  Button,
  Empty,
  List,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Spin,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AuthedImage } from '../../lib/AuthedImage';
import { assignmentStudentsQuery } from '../assignments';
import {
  correctPage,
  fetchCorrections,
  fetchPage,
  listPages,
  type PageDetail,
  pageImagePath,
  regionImagePath,
  retryPage,
  stainImagePath,
} from './api';
import { ExamChoice } from './ExamChoice';

const PROBLEM_COLOR: Record<ScanProblem, string> = {
  unreadable: 'red',
  unidentified: 'volcano',
  version: 'orange',
  student: 'gold',
  duplicate: 'purple',
  ambiguous: 'blue',
  failed: 'red',
};

export function ProblemTags({ problems }: { problems: ScanProblem[] }) {
  return (
    <>
      {problems.map((p) => (
        <Tag key={p} color={PROBLEM_COLOR[p]}>
          {SCAN_PROBLEM_TEXT[p]}
        </Tag>
      ))}
    </>
  );
}

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });

/**
 * A page's name a person can tell apart: scanners number files from scan-0001 in every batch, so a
 * rescan has the same file name as the page it repeats; the batch and the upload time tell them apart.
 */
export function pageLabel(page: Pick<ScanPage, 'fileName' | 'batchName' | 'createdAt'>): string {
  return `${page.fileName}（${page.batchName}，${clock(page.createdAt)} 上传）`;
}

/** Why a question is in front of a person, as the exceptions list says it. */
const FLAG_TEXT: Record<string, string> = {
  multiple: '多涂',
  ambiguous: '填涂不清',
  crossed: '疑似改涂',
};

/** One flagged question: the zoomed bubbles and the options as keys (letters on the keyboard too). */
function QuestionFix({
  page,
  question,
  value,
  active,
  onChange,
  onFocus,
}: {
  page: PageDetail;
  question: string;
  value: string;
  active: boolean;
  onChange: (v: string) => void;
  onFocus: () => void;
}) {
  const options = page.bubbles.filter((b) => b.question === question);
  const toggle = (o: string) =>
    onChange(
      value.includes(o)
        ? value.replace(o, '')
        : [...value, o]
            .sort(
              (a, b) => options.findIndex((x) => x.option === a) - options.findIndex((x) => x.option === b),
            )
            .join(''),
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the row only takes focus for its keyboard keys
    <div className={`zj-scan-fix${active ? ' is-active' : ''}`} onMouseDown={onFocus}>
      <div className="zj-scan-fix-head">
        <Typography.Text strong>第 {question} 题</Typography.Text>
        <Typography.Text type="secondary">
          {page.stain?.questions.includes(question) && page.flags[question] === 'ambiguous'
            ? '有污渍'
            : (FLAG_TEXT[page.flags[question] ?? ''] ?? '')}
          {'　'}读数 {options.map((o) => `${o.option} ${Math.round(o.fill * 100)}%`).join('　')}
        </Typography.Text>
      </div>
      <AuthedImage
        path={pageImagePath(page.id, question)}
        alt={`第 ${question} 题填涂`}
        preview={false}
        className="zj-scan-fix-img"
      />
      <Space wrap>
        {options.map((o) => (
          <Button
            key={o.option}
            type={value.includes(o.option) ? 'primary' : 'default'}
            onClick={() => toggle(o.option)}
          >
            {o.option === 'T' ? '√' : o.option === 'F' ? '×' : o.option}
          </Button>
        ))}
        <Button type={value === '' ? 'primary' : 'default'} onClick={() => onChange('')}>
          未作答
        </Button>
      </Space>
    </div>
  );
}

const isBeingRead = (p: { status: ScanPage['status'] } | undefined) =>
  p?.status === 'queued' || p?.status === 'processing';

/** One line of the history: 第 N 题, 考试 or 学生, before → after. */
function changeText(
  key: string,
  before: unknown,
  after: unknown,
  names: { exam: (id: string) => string | undefined; student: (id: string) => string | undefined },
) {
  const value = (v: unknown) => {
    if (v === null || v === undefined || v === '') return '空';
    if (typeof v === 'boolean') return v ? '是' : '否';
    if (key === 'assignmentId') return names.exam(String(v)) ?? '其他考试';
    if (key === 'studentId') return names.student(String(v)) ?? '其他学生';
    return String(v);
  };
  const label = key.startsWith('answer:')
    ? `第 ${key.slice('answer:'.length)} 题`
    : ({ assignmentId: '考试', studentId: '学生', absent: '缺考', discarded: '作废' }[key] ?? key);
  return `${label} ${value(before)} → ${value(after)}`;
}

function PageFix({
  id,
  examId,
  onDone,
  onReading,
}: {
  id: string;
  examId: string;
  onDone: () => void;
  /** The page is being read again (true) or no longer (false): the panel keeps it selected meanwhile. */
  onReading: (reading: boolean) => void;
}) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  // A page given its exam is read again: asked for until it is done.
  const { data: page } = useQuery({
    queryKey: ['scan', 'page', id],
    queryFn: () => fetchPage(id),
    refetchInterval: (q) => (isBeingRead(q.state.data) ? 1500 : false),
  });
  const reading = isBeingRead(page);
  const [wasReading, setWasReading] = useState(false);
  useEffect(() => {
    if (reading) {
      setWasReading(true);
      onReading(true);
    } else if (wasReading && page) {
      setWasReading(false);
      void (async () => {
        // The lists first, so that a page still needing a person is listed when the panel lets it go.
        await qc.invalidateQueries({ queryKey: ['scan'], predicate: (q) => q.queryKey[1] !== 'page' });
        onReading(false);
        if (page.problems.length === 0) {
          message.success('已按所选考试识别，这一页不再需要处理');
          onDone();
        }
      })();
    }
  }, [reading, wasReading, page, qc, message, onDone, onReading]);
  const { data: roster = [] } = useQuery(
    assignmentStudentsQuery(page?.assignmentId ?? page?.batchAssignmentId ?? examId),
  );
  const { data: history = [] } = useQuery({
    queryKey: ['scan', 'history', id],
    queryFn: () => fetchCorrections(id),
  });
  const flagged = useMemo(
    () => (page ? Object.keys(page.flags).filter((q) => page.flags[q] !== 'blank') : []),
    [page],
  );
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [active, setActive] = useState(0);
  const [studentId, setStudentId] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // The 考号 read from the bubbles ("?" a digit not read) against the roster: one student it fits is
  // offered, never chosen for the person.
  const suggested = useMemo(() => {
    const read = page?.studentNoRead;
    if (!read || page?.student) return null;
    const fits = roster.filter((s) => {
      const no = s.studentNo.padStart(read.length, '0').slice(-read.length);
      return [...read].every((d, i) => d === '?' || d === no[i]);
    });
    return fits.length === 1 && read.replaceAll('?', '').length >= read.length - 1 ? fits[0]! : null;
  }, [page, roster]);

  useEffect(() => {
    if (!page) return;
    setAnswers(Object.fromEntries(flagged.map((q) => [q, page.answers[q] ?? ''])));
    setActive(0);
    setStudentId(page.student?.id);
  }, [page, flagged]);

  const save = async (body: {
    assignmentId?: string;
    answers?: Record<string, string>;
    studentId?: string;
    discard?: boolean;
  }) => {
    if (!page) return;
    setSaving(true);
    try {
      const saved = await correctPage(page.id, { version: page.version, ...body });
      if (body.assignmentId) {
        // Stays on the page while it is read again with the chosen exam's sheet.
        message.success('已选择考试，正在重新识别');
        qc.setQueryData(['scan', 'page', id], saved.data);
        onReading(true);
        await qc.invalidateQueries({ queryKey: ['scan'], predicate: (q) => q.queryKey[1] !== 'page' });
        return;
      }
      message.success(body.discard ? '已作废这一页' : '已保存');
      await qc.invalidateQueries({ queryKey: ['scan'] });
      onDone();
    } catch {
      // The request layer showed the server's message (a stale page, a student not in the exam).
      await qc.invalidateQueries({ queryKey: ['scan', 'page', id] });
    } finally {
      setSaving(false);
    }
  };

  // A page also unreadable (read with a layout that is not its own) gets its exam first, not a student.
  const needsStudent =
    !reading &&
    !page?.problems.includes('unreadable') &&
    page?.problems.some((p) => p === 'student' || p === 'unidentified');
  const canChooseExam = !reading && (page?.problems.includes('unidentified') || page?.examChosen);
  const canFixAnswers = !reading && flagged.length > 0 && !page?.problems.includes('unreadable');
  const submit = () =>
    save({
      ...(canFixAnswers ? { answers } : {}),
      ...(needsStudent && studentId ? { studentId } : {}),
    });

  // One key per decision: the option letters toggle the active question, Space clears it, Tab/↓ moves
  // on, Enter saves the page and goes to the next one.
  useEffect(() => {
    if (!page || !canFixAnswers) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, .ant-select')) return;
      const q = flagged[active];
      if (!q) return;
      const letter = e.key.toUpperCase();
      const options = page.bubbles.filter((b) => b.question === q).map((b) => b.option);
      if (options.includes(letter)) {
        e.preventDefault();
        setAnswers((a) => {
          const cur = a[q] ?? '';
          const next = cur.includes(letter)
            ? cur.replace(letter, '')
            : [...cur, letter].sort((x, y) => options.indexOf(x) - options.indexOf(y)).join('');
          return { ...a, [q]: next };
        });
      } else if (e.key === ' ') {
        e.preventDefault();
        setAnswers((a) => ({ ...a, [q]: '' }));
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        setActive((i) => Math.min(flagged.length - 1, i + 1));
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((i) => Math.max(0, i - 1));
      } else if (e.key === 'Enter' && !saving) {
        e.preventDefault();
        void submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!page) return <Empty description="加载中…" />;
  const names = {
    exam: (a: string) =>
      a === page.assignmentId && page.assignmentName
        ? page.assignmentName
        : a === page.batchAssignmentId
          ? '本批次的考试'
          : undefined,
    student: (s: string) => {
      const r = roster.find((x) => x.id === s);
      return r && `${r.name}（${r.studentNo}）`;
    },
  };
  return (
    <div className="zj-scan-detail">
      <div className="zj-scan-detail-head">
        <Typography.Title level={5}>{pageLabel(page)}</Typography.Title>
        <ProblemTags problems={page.problems} />
        {page.detail && <Typography.Paragraph type="secondary">{page.detail}</Typography.Paragraph>}
        {page.status === 'failed' && (
          <Button
            size="small"
            loading={saving}
            onClick={async () => {
              setSaving(true);
              try {
                await retryPage(page.id);
                message.success('已重新加入识别队列');
                onReading(true);
                await qc.invalidateQueries({ queryKey: ['scan'] });
              } catch {
                // The request layer showed the server's message.
              } finally {
                setSaving(false);
              }
            }}
          >
            重新识别
          </Button>
        )}
        {page.examChosen && page.assignmentName && (
          <Typography.Text>考试：{page.assignmentName}（人工选择）</Typography.Text>
        )}
        {page.student && (
          <Typography.Text>
            学生：{page.student.className} {page.student.name}（{page.student.studentNo}）
            {page.pageNo ? `　第 ${page.pageNo} 页` : ''}
          </Typography.Text>
        )}
      </div>
      <div className="zj-scan-detail-body">
        <div className="zj-scan-detail-page">
          <AuthedImage path={pageImagePath(page.id)} alt="扫描页" width="100%" />
          {page.regions.length > 0 && (
            <Typography.Text type="secondary">
              作答区 {page.regions.length} 处已切出，供阅卷使用
            </Typography.Text>
          )}
        </div>
        <div className="zj-scan-detail-fix">
          {reading && (
            <Alert
              type="info"
              showIcon
              icon={<Spin size="small" />}
              title="识别中"
              description={`正在按「${page.assignmentName ?? '所选考试'}」的答题卡重新识别，完成后这里会更新`}
            />
          )}
          {canChooseExam && (
            <ExamChoice
              key={page.version}
              current={page.examChosen ? page.assignmentId : null}
              currentName={page.examChosen ? page.assignmentName : null}
              chosen={page.examChosen}
              saving={saving}
              onConfirm={(assignmentId) => void save({ assignmentId })}
            />
          )}
          {needsStudent && (
            <div className="zj-scan-fix">
              <Typography.Text strong>
                {page.problems.includes('unidentified') ? '或直接选择本次考试的学生' : '这张答题卡是谁的？'}
              </Typography.Text>
              <Select
                showSearch
                placeholder="输入姓名或考号查找学生"
                value={studentId}
                onChange={setStudentId}
                optionFilterProp="label"
                className="zj-scan-student-select"
                options={roster.map((s) => ({
                  value: s.id,
                  label: `${s.className} ${s.name} ${s.studentNo}`,
                }))}
              />
              {suggested && suggested.id !== studentId && (
                <Typography.Text type="secondary" className="zj-scan-suggest">
                  考号读作 {page.studentNoRead?.replaceAll('?', '□')}，可能是 {suggested.className}{' '}
                  {suggested.name}{' '}
                  <Button size="small" type="link" onClick={() => setStudentId(suggested.id)}>
                    选这名学生
                  </Button>
                </Typography.Text>
              )}
            </div>
          )}
          {canFixAnswers && page.stain && (
            <div className="zj-scan-fix">
              <Typography.Text strong>
                污渍：第 {page.stain.questions.join('、')} 题在污渍范围内，请逐题核对
              </Typography.Text>
              <AuthedImage
                path={stainImagePath(page.id)}
                alt="污渍范围"
                preview={false}
                className="zj-scan-fix-img"
              />
            </div>
          )}
          {canFixAnswers &&
            flagged.map((q, i) => (
              <QuestionFix
                key={q}
                page={page}
                question={q}
                value={answers[q] ?? ''}
                active={i === active}
                onFocus={() => setActive(i)}
                onChange={(v) => setAnswers((a) => ({ ...a, [q]: v }))}
              />
            ))}
          {canFixAnswers && (
            <Typography.Text type="secondary" className="zj-scan-keys">
              键盘：字母键选择选项，空格为未作答，↑↓ 切换题目，回车保存并处理下一张
            </Typography.Text>
          )}
          {!reading && (
            <Space wrap>
              {(canFixAnswers || needsStudent) && (
                <Button
                  type="primary"
                  loading={saving}
                  disabled={needsStudent && !studentId}
                  onClick={() => void submit()}
                >
                  保存
                </Button>
              )}
              <Popconfirm
                title="作废这一页？"
                description="作废后这一页不再计入成绩；可重新扫描后上传。"
                onConfirm={() => void save({ discard: true })}
              >
                <Button danger>作废此页（重新扫描）</Button>
              </Popconfirm>
            </Space>
          )}
          {history.length > 0 && (
            <div className="zj-scan-history">
              <Typography.Text strong>修改记录</Typography.Text>
              <Timeline
                items={history.map((h) => ({
                  content: `${new Date(h.at).toLocaleString('zh-CN')} ${h.userName}：${Object.keys(h.after)
                    .map((k) => changeText(k, h.before[k], h.after[k], names))
                    .join('，')}`,
                }))}
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** 异常处理: every page that needs a person, one at a time, by kind of problem. */
export function ExceptionsPanel({
  examId,
  byProblem,
  problemPages,
  duplicateStudents,
}: {
  examId: string;
  /** Pages per kind of problem. */
  byProblem: Record<string, number>;
  /** Pages with any problem (a page with two kinds counts once). */
  problemPages: number;
  /** Students scanned twice: 重复的学生 counts students, with their pages beside. */
  duplicateStudents: number;
}) {
  const [problem, setProblem] = useState<ScanProblem | 'any'>('any');
  const [selected, setSelected] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: ['scan', 'pages', examId, 'problems', problem],
    queryFn: () => listPages(examId, { problem, size: 100 }),
  });
  const records: ScanPage[] = data?.records ?? [];
  // A page being read again with the exam a person chose is not listed meanwhile, but stays open.
  const [reading, setReading] = useState<string | null>(null);
  useEffect(() => {
    if (selected && selected === reading) return;
    if (!records.some((r) => r.id === selected)) setSelected(records[0]?.id ?? null);
  }, [records, selected, reading]);
  const onReading = useCallback(
    (on: boolean) => setReading((r) => (on ? selected : r === selected ? null : r)),
    [selected],
  );
  const kindLabel = (p: ScanProblem) =>
    p === 'duplicate'
      ? `${SCAN_PROBLEM_TEXT[p]} ${duplicateStudents} 人（${byProblem[p]} 页）`
      : `${SCAN_PROBLEM_TEXT[p]} ${byProblem[p]}`;

  return (
    <div className="zj-scan-exceptions">
      <Segmented
        value={problem}
        onChange={(v) => setProblem(v as ScanProblem | 'any')}
        options={[
          { value: 'any', label: `全部 ${problemPages}` },
          ...SCAN_PROBLEMS.filter((p) => byProblem[p]).map((p) => ({ value: p, label: kindLabel(p) })),
        ]}
      />
      {records.length === 0 && !reading ? (
        <Empty className="zj-scan-empty" description="没有需要处理的答题卡" />
      ) : (
        <div className="zj-scan-exceptions-body">
          <List
            className="zj-scan-exception-list"
            size="small"
            dataSource={records}
            renderItem={(r) => (
              <List.Item
                className={r.id === selected ? 'is-selected' : undefined}
                onClick={() => setSelected(r.id)}
              >
                <div>
                  <div className="zj-scan-exception-name">
                    {r.student ? `${r.student.name} · ${pageLabel(r)}` : pageLabel(r)}
                  </div>
                  <ProblemTags problems={r.problems} />
                </div>
              </List.Item>
            )}
          />
          {selected && (
            <PageFix
              key={selected}
              id={selected}
              examId={examId}
              onReading={onReading}
              onDone={() => {
                const i = records.findIndex((r) => r.id === selected);
                setSelected(records[i + 1]?.id ?? records[i - 1]?.id ?? null);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

export { regionImagePath };
