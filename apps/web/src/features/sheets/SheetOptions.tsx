import { useQuery } from '@tanstack/react-query';
import type { SheetInfo, SheetOverrides } from '@zhijuan/contracts';
import { Button, Checkbox, Modal, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { assignmentStudentsQuery } from '../assignments';
import { downloadSheetPdf } from './api';

export type Group = NonNullable<SheetOverrides['optional']>[number];

/**
 * 选做题: written questions of which a student answers one, in one shared region with a bubble per
 * question to say which. Each group needs two to six questions; a question sits in one group.
 */
export function OptionalGroups({
  numbers,
  groups,
  onChange,
}: {
  numbers: string[];
  groups: Group[];
  onChange: (groups: Group[]) => void;
}) {
  const taken = (except: number) => new Set(groups.flatMap((g, i) => (i === except ? [] : g.questions)));
  return (
    <div className="zj-card-regions">
      <b>选做题</b>
      {groups.length === 0 ? (
        <span className="zj-card-hint">学生从几道题中任选一道作答时，在这里分组</span>
      ) : null}
      {groups.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place by position
        <div key={i} className="zj-card-optional">
          <Select
            mode="multiple"
            size="small"
            aria-label={`选做题 ${i + 1}`}
            placeholder="选两道或以上"
            value={g.questions}
            options={numbers.map((n) => ({ value: n, label: `第 ${n} 题`, disabled: taken(i).has(n) }))}
            onChange={(questions: string[]) =>
              onChange(groups.map((x, k) => (k === i ? { ...x, questions: questions.slice(0, 6) } : x)))
            }
          />
          <Button size="small" type="text" danger onClick={() => onChange(groups.filter((_, k) => k !== i))}>
            删除
          </Button>
        </div>
      ))}
      {groups.length < 4 ? (
        <Button
          size="small"
          onClick={() =>
            onChange([...groups, { title: `选做题${groups.length ? groups.length + 1 : ''}`, questions: [] }])
          }
        >
          添加选做题
        </Button>
      ) : null}
    </div>
  );
}

/** Picks the classes whose students get a sheet each, with name, class and 考号 printed. */
export function PersonalisedDialog({
  open,
  info,
  onClose,
}: {
  open: boolean;
  info: SheetInfo;
  onClose: () => void;
}) {
  const roster = useQuery({ ...assignmentStudentsQuery(info.assignmentId), enabled: open });
  const classes = useMemo(() => {
    const byClass = new Map<string, { id: string; name: string; count: number }>();
    for (const s of roster.data ?? []) {
      const c = byClass.get(s.classId) ?? { id: s.classId, name: s.className, count: 0 };
      c.count++;
      byClass.set(s.classId, c);
    }
    return [...byClass.values()];
  }, [roster.data]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = chosen ?? classes.map((c) => c.id);
  const count = classes.filter((c) => picked.includes(c.id)).reduce((t, c) => t + c.count, 0);
  return (
    <Modal
      title="下载个性化答题卡"
      open={open}
      onCancel={onClose}
      okText={`下载（${count} 份）`}
      okButtonProps={{ disabled: count === 0 }}
      confirmLoading={busy}
      onOk={async () => {
        setBusy(true);
        const ok = await downloadSheetPdf(
          info.assignmentId,
          { personalised: true, classIds: picked },
          `${info.name}（${count} 人）答题卡.pdf`,
        );
        setBusy(false);
        if (ok) onClose();
      }}
    >
      <p>每位学生一份，印好姓名、班级和考号，考号已填涂；二维码中记录学生，扫描时据此识别。</p>
      {roster.isLoading ? (
        <Spin />
      ) : (
        <Checkbox.Group
          value={picked}
          onChange={(ids) => setChosen(ids as string[])}
          options={classes.map((c) => ({ value: c.id, label: `${c.name}（${c.count} 人）` }))}
        />
      )}
    </Modal>
  );
}
