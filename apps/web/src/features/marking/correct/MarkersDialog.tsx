import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkingBlock, MarkingOverview } from '@zhijuan/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { setMarkers } from '../api';
import { candidatesQuery, markingKeys } from '../queries';

/**
 * 分配阅卷老师 of one 题块 (managers). 按班级阅卷: each class's answers go to the chosen teachers (none
 * chosen: the class's subject teachers). 统一阅卷: the pool of teachers the server hands answers out to
 * (none chosen: everyone who may mark the exam).
 */
export function MarkersDialog({
  overview,
  block,
  onClose,
}: {
  overview: MarkingOverview;
  block: MarkingBlock | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const candidates = useQuery({ ...candidatesQuery(overview.assignmentId), enabled: block !== null });
  const byClass = overview.settings.mode === 'class';
  const initial = useMemo(() => {
    if (!block) return {};
    if (!byClass) return { pool: block.pool.map((p) => p.userId) };
    return Object.fromEntries(block.classes.map((c) => [c.classId, c.markers.map((m) => m.userId)]));
  }, [block, byClass]);
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const chosenFor = (key: string) => picked[key] ?? initial[key as keyof typeof initial] ?? [];

  const save = useMutation({
    mutationFn: async () => {
      if (!block) return;
      const changed = Object.keys(picked);
      let last: MarkingOverview | undefined;
      for (const key of changed) {
        const answer = await setMarkers(overview.assignmentId, block.block, {
          classId: key === 'pool' ? null : key,
          userIds: picked[key] ?? [],
        });
        last = answer.data;
      }
      return last;
    },
    onSuccess: (data) => {
      if (data) client.setQueryData(markingKeys.overview(overview.assignmentId), data);
      void client.invalidateQueries({ queryKey: markingKeys.exam(overview.assignmentId) });
      toastSuccess('阅卷老师已更新');
      setPicked({});
      onClose();
    },
  });

  const options = (candidates.data ?? []).map((c) => ({
    value: c.userId,
    label: c.subjects ? `${c.name}（${c.subjects}）` : c.name,
  }));
  const picker = (key: string, placeholder: string) => (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={candidates.isLoading}
      placeholder={placeholder}
      options={options}
      value={chosenFor(key)}
      onChange={(ids: string[]) => setPicked((p) => ({ ...p, [key]: ids }))}
      maxCount={50}
    />
  );

  return (
    <Modal
      open={block !== null}
      title={block ? `分配阅卷老师 · ${block.label}` : ''}
      okText="保存"
      okButtonProps={{ disabled: Object.keys(picked).length === 0 }}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={() => {
        setPicked({});
        onClose();
      }}
      width={620}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        className="zj-correct-alert"
        title={
          byClass
            ? '按班级阅卷：不选时由该班任课老师批阅。改派后，未阅的答卷交给新选的老师。'
            : '统一阅卷：不选时所有可阅本考试的老师都在阅卷池中，系统依次分发答卷。'
        }
      />
      <Form layout="vertical">
        {byClass ? (
          block?.classes.map((c) => (
            <Form.Item key={c.classId} label={`${c.className}（${c.marked}/${c.total}）`}>
              {picker(c.classId, '该班任课老师')}
            </Form.Item>
          ))
        ) : (
          <Form.Item label="阅卷池">{picker('pool', '所有可阅本考试的老师')}</Form.Item>
        )}
      </Form>
    </Modal>
  );
}
