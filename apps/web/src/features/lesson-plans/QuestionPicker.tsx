import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanQuestion } from '@zhijuan/contracts';
import { Button, Empty, Input, List, Modal, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { RichText } from '../questions';
import * as api from './api';

/** Picks bank questions of the plan's book node (and what lies under it); already chosen ones are marked. */
export function QuestionPicker({
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
  onAdd: (q: PlanQuestion) => void;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['lesson-plans', 'picker', subjectId, bookNodeId, page, keyword],
    queryFn: () => api.searchQuestions(subjectId, bookNodeId, page, keyword || undefined),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>完成</Button>}
      title="从题库选题（本课）"
      width={760}
    >
      <Input.Search
        allowClear
        placeholder="关键词"
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {found.data?.records.length === 0 ? (
        <Empty description="本课还没有可用的试题" />
      ) : (
        <List
          loading={found.isFetching}
          dataSource={found.data?.records ?? []}
          aria-label="题库试题"
          renderItem={(q) => {
            const added = chosen.includes(q.id);
            return (
              <List.Item
                className="zj-pick-item"
                actions={[
                  <Button
                    key="add"
                    size="small"
                    type={added ? 'default' : 'primary'}
                    disabled={added}
                    onClick={() =>
                      onAdd({ id: q.id, typeName: q.typeName, stem: q.stem, options: q.options })
                    }
                  >
                    {added ? '已添加' : '添加'}
                  </Button>,
                ]}
              >
                <div>
                  <Tag>{q.typeName}</Tag>
                  <Tag>{q.difficultyName}</Tag>
                  <RichText html={q.stem} />
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
