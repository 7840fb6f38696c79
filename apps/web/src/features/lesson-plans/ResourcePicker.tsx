import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanResource } from '@zhijuan/contracts';
import { Button, Checkbox, Empty, Input, List, Modal, Pagination, Segmented, Tag } from 'antd';
import { useState } from 'react';
import * as api from './api';

const TABS = [
  { value: 'mine', label: '我的资源' },
  { value: 'school', label: '校本资源' },
  { value: 'platform', label: '平台资源' },
] as const;

/** Picks resources of 备课资源 for a step: the lesson's own first, any of the subject on request. */
export function ResourcePicker({
  open,
  subjectId,
  bookNodeId,
  chosen,
  onAdd,
  onClose,
}: {
  open: boolean;
  subjectId: string;
  bookNodeId: string;
  chosen: string[];
  onAdd: (r: PlanResource) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<'mine' | 'school' | 'platform'>('mine');
  const [lessonOnly, setLessonOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['lesson-plans', 'resources', tab, subjectId, lessonOnly, bookNodeId, page, keyword],
    queryFn: () =>
      api.searchResources(tab, subjectId, lessonOnly ? bookNodeId : undefined, page, keyword || undefined),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>完成</Button>}
      title="添加备课资源"
      width={720}
    >
      <div className="zj-pick-bar">
        <Segmented
          options={TABS.map((t) => ({ ...t }))}
          value={tab}
          onChange={(v) => {
            setTab(v as typeof tab);
            setPage(1);
          }}
        />
        <Checkbox
          checked={lessonOnly}
          onChange={(e) => {
            setLessonOnly(e.target.checked);
            setPage(1);
          }}
        >
          只看本课
        </Checkbox>
        <Input.Search
          allowClear
          placeholder="资源名称"
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ maxWidth: 200 }}
        />
      </div>
      {found.data?.records.length === 0 ? (
        <Empty description="没有找到资源，可在「备课资源」中上传" />
      ) : (
        <List
          loading={found.isFetching}
          dataSource={found.data?.records ?? []}
          aria-label="备课资源"
          renderItem={(r) => {
            const added = chosen.includes(r.id);
            return (
              <List.Item
                className="zj-pick-item"
                actions={[
                  <Button
                    key="add"
                    size="small"
                    type={added ? 'default' : 'primary'}
                    disabled={added}
                    onClick={() => onAdd({ id: r.id, title: r.title, kind: r.kind, ext: r.ext })}
                  >
                    {added ? '已添加' : '添加'}
                  </Button>,
                ]}
              >
                <div>
                  <Tag>{r.ext.toUpperCase()}</Tag> {r.title}
                  <div className="zj-plan-time">{r.bookNodeNames.join('、') || r.subjectName}</div>
                </div>
              </List.Item>
            );
          }}
        />
      )}
      <Pagination
        size="small"
        current={page}
        total={found.data?.total ?? 0}
        onChange={setPage}
        showSizeChanger={false}
      />
    </Modal>
  );
}
