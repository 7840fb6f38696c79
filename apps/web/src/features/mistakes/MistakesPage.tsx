import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MissedQuestion, PRACTICE_MODE_NAMES, type StudentMistakes } from '@zhijuan/contracts';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toastSuccess } from '../../api/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AssignDialog } from '../assignments';
import { createPractice } from './api';
import { PracticeHistory } from './PracticeHistory';
import { PracticePrint } from './PracticePrint';
import { mistakeClassesQuery, mistakeKeys, mistakesQuery } from './queries';
import './mistakes.css';

const DAY = 'YYYY-MM-DD';
const percent = (r: number) => `${Math.round(r * 100)}%`;

type Generated = { mode: 'class'; id: string; paperId: string } | { mode: 'personal'; id: string };

/** 错题重练: a class's most-missed questions over chosen exams, turned into a class or per-student paper. */
export default function MistakesPage() {
  // The same page serves 组卷 › 错题练习 and the 错题重练 section.
  const location = useLocation();
  const pageTitle = location.pathname.toLowerCase().includes('mistakesexercise') ? '错题练习' : '错题重练';
  useDocumentTitle(pageTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classes = useQuery(mistakeClassesQuery());
  // ?classId= (from 班级分析's 易错题) picks the class, when it is one of the caller's.
  const [classId, setClassId] = useState<string | undefined>(
    () => new URLSearchParams(location.search).get('classId') ?? undefined,
  );
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(3, 'month'), dayjs()]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'class' | 'personal'>('class');
  const [topN, setTopN] = useState(10);
  const [similar, setSimilar] = useState(1);
  const [title, setTitle] = useState('');
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [assigning, setAssigning] = useState(false);

  useEffect(() => {
    if (classes.data?.[0] && !classes.data.some((c) => c.id === classId)) setClassId(classes.data[0].id);
  }, [classId, classes.data]);
  const cls = classes.data?.find((c) => c.id === classId);
  useEffect(() => {
    if (cls) setTitle(`${cls.gradeName}${cls.name}错题重练`);
  }, [cls]);

  const dates = { dateFrom: range[0].format(DAY), dateTo: range[1].format(DAY) };
  const inRange = useQuery({
    ...mistakesQuery({ classId: classId ?? '', ...dates }),
    enabled: Boolean(cls),
  });
  const subset = chosen && chosen.length !== inRange.data?.exams.length ? chosen : null;
  const picked = useQuery({
    ...mistakesQuery({ classId: classId ?? '', ...dates, assignmentIds: subset?.join(',') }),
    enabled: Boolean(cls && subset?.length),
  });
  const exams = inRange.data?.exams ?? [];
  const selectedIds = chosen ?? exams.map((e) => e.id);
  const overview = subset ? picked.data : inRange.data;
  const subjectId = useMemo(
    () => exams.find((e) => selectedIds.includes(e.id))?.subjectId ?? '',
    [exams, selectedIds],
  );

  const generate = useMutation({
    mutationFn: () =>
      createPractice({
        classId: classId!,
        assignmentIds: selectedIds,
        mode,
        topN,
        similarPerMistake: similar,
        title,
      }),
    onSuccess: ({ data, message }) => {
      toastSuccess(message);
      void queryClient.invalidateQueries({ queryKey: mistakeKeys.practices() });
      setGenerated(
        data.paperId
          ? { mode: 'class', id: data.id, paperId: data.paperId }
          : { mode: 'personal', id: data.id },
      );
    },
  });

  const reset = () => {
    setChosen(null);
    setGenerated(null);
  };

  return (
    <div className="zj-mistakes">
      <div className="zj-mx-screen-only">
        <Typography.Title level={3} className="zj-page-title">
          {pageTitle}
        </Typography.Title>
        <Card>
          <div className="zj-mx-filters">
            <Select
              aria-label="班级"
              style={{ width: 180 }}
              placeholder="选择班级"
              loading={classes.isLoading}
              value={classId}
              onChange={(id: string) => {
                setClassId(id);
                reset();
              }}
              options={(classes.data ?? []).map((c) => ({ value: c.id, label: `${c.gradeName}${c.name}` }))}
            />
            <DatePicker.RangePicker
              aria-label="考试日期"
              allowClear={false}
              value={range}
              onChange={(v) => {
                if (v?.[0] && v[1]) {
                  setRange([v[0], v[1]]);
                  reset();
                }
              }}
            />
          </div>
          {classes.data && classes.data.length === 0 ? (
            <Empty description="您还没有可查看的班级" />
          ) : exams.length === 0 ? (
            <Empty description={inRange.isLoading ? '加载中…' : '该时间段内没有已评分的考试或作业'} />
          ) : (
            <Checkbox.Group
              aria-label="考试"
              value={selectedIds}
              onChange={(ids) => {
                setChosen(ids as string[]);
                setGenerated(null);
              }}
              options={exams.map((e) => ({
                value: e.id,
                label: `${e.examDate} ${e.name}（${e.sheetCount} 份）`,
              }))}
            />
          )}
        </Card>

        {overview && selectedIds.length > 0 ? (
          <div className="zj-mx-grid" style={{ marginTop: 16 }}>
            <Card title="高频错题" size="small">
              <Table<MissedQuestion>
                rowKey={(q) => `${q.assignmentId}:${q.questionId}`}
                size="small"
                dataSource={overview.questions}
                pagination={{ pageSize: 10 }}
                locale={{ emptyText: '所选考试中没有错题' }}
                columns={[
                  { title: '考试', dataIndex: 'examName' },
                  { title: '题号', dataIndex: 'number', width: 60 },
                  { title: '题型', dataIndex: 'typeName', width: 80 },
                  {
                    title: '知识点',
                    dataIndex: 'knowledge',
                    render: (k: string[]) => k.map((n) => <Tag key={n}>{n}</Tag>),
                  },
                  {
                    title: '错误人数',
                    dataIndex: 'wrong',
                    width: 90,
                    render: (n, q) => `${n}/${q.sheetCount}`,
                  },
                  { title: '错误率', dataIndex: 'rate', width: 80, render: percent },
                ]}
              />
            </Card>
            <Card title="学生错题数" size="small">
              <Table<StudentMistakes>
                rowKey="studentId"
                size="small"
                dataSource={overview.students}
                pagination={{ pageSize: 15 }}
                columns={[
                  { title: '姓名', dataIndex: 'name' },
                  { title: '错题', dataIndex: 'mistakes', width: 70 },
                ]}
              />
            </Card>
          </div>
        ) : null}

        {overview?.questions.length ? (
          <Card title="生成错题卷" style={{ marginTop: 16 }}>
            <Space wrap size="middle">
              <Radio.Group
                aria-label="错题卷类型"
                value={mode}
                onChange={(e) => setMode(e.target.value)}
                options={(['class', 'personal'] as const).map((m) => ({
                  value: m,
                  label: PRACTICE_MODE_NAMES[m],
                }))}
              />
              <Input
                aria-label="标题"
                style={{ width: 240 }}
                value={title}
                maxLength={60}
                onChange={(e) => setTitle(e.target.value)}
              />
              {mode === 'class' ? (
                <span>
                  高频错题前{' '}
                  <InputNumber
                    aria-label="题数"
                    min={1}
                    max={50}
                    value={topN}
                    onChange={(v) => setTopN(v ?? 10)}
                  />{' '}
                  道
                </span>
              ) : (
                <span>
                  每道错题配同类题{' '}
                  <Select
                    aria-label="同类题数"
                    style={{ width: 70 }}
                    value={similar}
                    onChange={setSimilar}
                    options={[0, 1, 2].map((n) => ({ value: n, label: String(n) }))}
                  />{' '}
                  道
                </span>
              )}
              <Button
                type="primary"
                loading={generate.isPending}
                disabled={!title.trim()}
                onClick={() => generate.mutate()}
              >
                生成{PRACTICE_MODE_NAMES[mode]}
              </Button>
            </Space>
            {generated?.mode === 'class' ? (
              <Result
                status="success"
                title="班级错题卷已保存到我的试卷"
                extra={[
                  <Button key="edit" onClick={() => navigate(`/edit?paperId=${generated.paperId}`)}>
                    去组卷中心编辑
                  </Button>,
                  <Button key="assign" type="primary" onClick={() => setAssigning(true)}>
                    布置
                  </Button>,
                ]}
              />
            ) : null}
          </Card>
        ) : null}
        <PracticeHistory onPrint={(id) => setGenerated({ mode: 'personal', id })} />
      </div>
      {generated?.mode === 'personal' ? <PracticePrint id={generated.id} /> : null}
      <AssignDialog
        open={assigning}
        paper={generated?.mode === 'class' ? { id: generated.paperId, title, subjectId } : null}
        onClose={() => setAssigning(false)}
        onSaved={() => navigate('/paperlist')}
      />
    </div>
  );
}
