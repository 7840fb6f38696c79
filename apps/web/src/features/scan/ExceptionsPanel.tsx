import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SCAN_PROBLEM_TEXT, SCAN_PROBLEMS, type ScanPage, type ScanProblem } from '@zhijuan/contracts';
import {
  App,
  Button,
  Empty,
  List,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { AuthedImage } from '../../lib/AuthedImage';
import { assignmentStudentsQuery } from '../assignments/queries';
import {
  correctPage,
  fetchCorrections,
  fetchPage,
  listPages,
  type PageDetail,
  pageImagePath,
  regionImagePath,
} from './api';

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
          {page.flags[question] === 'multiple'
            ? '多涂'
            : page.flags[question] === 'ambiguous'
              ? '填涂不清'
              : ''}
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

function PageFix({ id, examId, onDone }: { id: string; examId: string; onDone: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data: page } = useQuery({ queryKey: ['scan', 'page', id], queryFn: () => fetchPage(id) });
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

  useEffect(() => {
    if (!page) return;
    setAnswers(Object.fromEntries(flagged.map((q) => [q, page.answers[q] ?? ''])));
    setActive(0);
    setStudentId(page.student?.id);
  }, [page, flagged]);

  const save = async (body: { answers?: Record<string, string>; studentId?: string; discard?: boolean }) => {
    if (!page) return;
    setSaving(true);
    try {
      await correctPage(page.id, { version: page.version, ...body });
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

  const needsStudent = page?.problems.some((p) => p === 'student' || p === 'unidentified');
  const canFixAnswers = flagged.length > 0 && !page?.problems.includes('unreadable');
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
  return (
    <div className="zj-scan-detail">
      <div className="zj-scan-detail-head">
        <Typography.Title level={5}>{page.fileName}</Typography.Title>
        <ProblemTags problems={page.problems} />
        {page.detail && <Typography.Paragraph type="secondary">{page.detail}</Typography.Paragraph>}
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
          {needsStudent && (
            <div className="zj-scan-fix">
              <Typography.Text strong>这张答题卡是谁的？</Typography.Text>
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
          {history.length > 0 && (
            <div className="zj-scan-history">
              <Typography.Text strong>修改记录</Typography.Text>
              <Timeline
                items={history.map((h) => ({
                  content: `${new Date(h.at).toLocaleString('zh-CN')} ${h.userName}：${Object.keys(h.after)
                    .map(
                      (k) =>
                        `${k.replace('answer:', '第 ')}${k.startsWith('answer:') ? ' 题' : ''} ${String(h.before[k] ?? '') || '空'} → ${String(h.after[k] ?? '') || '空'}`,
                    )
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
}: {
  examId: string;
  byProblem: Record<string, number>;
}) {
  const [problem, setProblem] = useState<ScanProblem | 'any'>('any');
  const [selected, setSelected] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: ['scan', 'pages', examId, 'problems', problem],
    queryFn: () => listPages(examId, { problem, size: 100 }),
  });
  const records: ScanPage[] = data?.records ?? [];
  useEffect(() => {
    if (!records.some((r) => r.id === selected)) setSelected(records[0]?.id ?? null);
  }, [records, selected]);
  const total = Object.values(byProblem).reduce((a, b) => a + b, 0);

  return (
    <div className="zj-scan-exceptions">
      <Segmented
        value={problem}
        onChange={(v) => setProblem(v as ScanProblem | 'any')}
        options={[
          { value: 'any', label: `全部 ${total}` },
          ...SCAN_PROBLEMS.filter((p) => byProblem[p]).map((p) => ({
            value: p,
            label: `${SCAN_PROBLEM_TEXT[p]} ${byProblem[p]}`,
          })),
        ]}
      />
      {records.length === 0 ? (
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
                    {r.student ? `${r.student.name} · ${r.fileName}` : r.fileName}
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
