import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FrozenPaper, KeyChange, MarkingOverview } from '@zhijuan/contracts';
import { Button, Card, Checkbox, Empty, Form, Modal, Radio, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { assignmentKeys, assignmentQuery } from '../../assignments';
import { updateKey } from '../api';
import { keyChangesQuery, markingKeys } from '../queries';

/** An objective question (or objective part) of the frozen paper, as the key editor needs it. */
export interface KeyItem {
  number: string;
  kind: 'single' | 'multiple' | 'trueFalse';
  options: number;
  answer: string[];
}

/** Every objective question and objective part of a paper, in paper order. */
export function objectiveItems(paper: FrozenPaper): KeyItem[] {
  return paper.sections.flatMap((s) =>
    s.questions
      .flatMap((q) => (q.parts?.length ? q.parts : [q]))
      .flatMap((p) =>
        p.kind === 'subjective'
          ? []
          : [{ number: p.number, kind: p.kind, options: p.options, answer: p.answer }],
      ),
  );
}

const LETTERS = 'ABCDEFGH';
const newestFirst = (changes: KeyChange[]) => [...changes].sort((a, b) => b.at.localeCompare(a.at));
const TF_NAMES: Record<string, string> = { T: '对', F: '错' };
/** A key as the teacher reads it: letters, or 对/错. */
export const keyText = (answer: string[]) => answer.map((a) => TF_NAMES[a] ?? a).join('') || '—';

function KeyDialog({
  open,
  items,
  changes,
  assignmentId,
  onClose,
}: {
  open: boolean;
  items: KeyItem[];
  changes: KeyChange[];
  assignmentId: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [number, setNumber] = useState<string | undefined>();
  const [answer, setAnswer] = useState<string[]>([]);
  const item = items.find((i) => i.number === number);
  // The key now: the last change of the question, else the frozen paper's.
  const currentOf = (n: string) =>
    newestFirst(changes).find((c) => c.number === n)?.after ??
    items.find((i) => i.number === n)?.answer ??
    [];
  const pick = (n: string) => {
    setNumber(n);
    setAnswer(currentOf(n));
  };
  const save = useMutation({
    mutationFn: () => updateKey(assignmentId, { number: number ?? '', answer }),
    onSuccess: ({ data }) => {
      toastSuccess(
        `第 ${data.number} 题答案已改为 ${keyText(data.after)}，已重新判分 ${data.sheets} 份答卷`,
        4,
      );
      void client.invalidateQueries({ queryKey: markingKeys.exam(assignmentId) });
      void client.invalidateQueries({ queryKey: assignmentKeys.detail(assignmentId) });
      setNumber(undefined);
      setAnswer([]);
      onClose();
    },
  });
  const letters = item
    ? item.kind === 'trueFalse'
      ? ['T', 'F']
      : LETTERS.slice(0, item.options).split('')
    : [];
  const same = item ? [...answer].sort().join() === [...currentOf(item.number)].sort().join() : true;
  return (
    <Modal
      open={open}
      title="修改答案"
      okText="保存并重新判分"
      okButtonProps={{ disabled: !item || answer.length === 0 || same }}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="zj-correct-muted">修改后，所有已扫描答卷的这道题按新答案重新判分。</p>
      <Form layout="vertical">
        <Form.Item label="题号">
          <Select
            aria-label="题号"
            showSearch
            placeholder="选择客观题"
            value={number}
            onChange={pick}
            options={items.map((i) => ({
              value: i.number,
              label: `第 ${i.number} 题（${i.kind === 'multiple' ? '多选' : i.kind === 'trueFalse' ? '判断' : '单选'}，答案 ${keyText(currentOf(i.number))}）`,
            }))}
          />
        </Form.Item>
        {item ? (
          <Form.Item label="正确答案">
            {item.kind === 'multiple' ? (
              <Checkbox.Group
                value={answer}
                onChange={(v) => setAnswer([...(v as string[])].sort())}
                options={letters.map((l) => ({ value: l, label: l }))}
              />
            ) : (
              <Radio.Group
                value={answer[0]}
                onChange={(e) => setAnswer([e.target.value as string])}
                optionType="button"
                options={letters.map((l) => ({ value: l, label: TF_NAMES[l] ?? l }))}
              />
            )}
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

/** 修改答案 (managers): change the key of an objective question; the history says what changed and how many sheets were re-scored. */
export function KeyCard({ overview }: { overview: MarkingOverview }) {
  const [open, setOpen] = useState(false);
  const detail = useQuery(assignmentQuery(overview.assignmentId));
  const changes = useQuery(keyChangesQuery(overview.assignmentId));
  const items = useMemo(() => (detail.data ? objectiveItems(detail.data.paper) : []), [detail.data]);
  return (
    <Card
      title="客观题答案"
      variant="borderless"
      className="zj-correct-card"
      extra={
        <Button onClick={() => setOpen(true)} disabled={items.length === 0 || overview.status === 'done'}>
          修改答案
        </Button>
      }
    >
      {changes.data?.length ? (
        <Table<KeyChange>
          size="small"
          rowKey={(c) => `${c.number}-${c.at}`}
          dataSource={newestFirst(changes.data)}
          pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: '题号', dataIndex: 'number', width: 70 },
            { title: '原答案', dataIndex: 'before', render: keyText },
            { title: '新答案', dataIndex: 'after', render: (a: string[]) => <b>{keyText(a)}</b> },
            { title: '修改人', dataIndex: 'userName' },
            { title: '时间', dataIndex: 'at', render: (at: string) => dayjs(at).format('MM-DD HH:mm') },
            { title: '重新判分', dataIndex: 'sheets', render: (n: number) => `${n} 份` },
          ]}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            items.length ? '答案没有修改过。发现答案有误时，可在这里改正并重新判分。' : '这份试卷没有客观题'
          }
        />
      )}
      <KeyDialog
        open={open}
        items={items}
        changes={changes.data ?? []}
        assignmentId={overview.assignmentId}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
