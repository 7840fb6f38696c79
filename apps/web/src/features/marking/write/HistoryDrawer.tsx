import { useQuery } from '@tanstack/react-query';
import { MARK_TAG_NAMES, type MarkHistoryItem } from '@zhijuan/contracts';
import { Drawer, Empty, List, Pagination, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, historyQuery } from '../queries';

/** 阅卷记录: the caller's marked answers of this 题块, newest first; one click reopens an answer to revise. */
export function HistoryDrawer({
  open,
  assignmentId,
  block,
  activeId,
  onClose,
  onOpen,
}: {
  open: boolean;
  assignmentId: string;
  block: string;
  activeId: string | null;
  onClose: () => void;
  onOpen: (item: MarkHistoryItem) => void;
}) {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...historyQuery(assignmentId, block, page), enabled: open });
  const data = history.data;
  return (
    <Drawer title="我的阅卷记录" open={open} onClose={onClose} size={360} className="zj-write-history">
      {data && data.total === 0 ? (
        <Empty description="还没有批阅过这道题" />
      ) : (
        <>
          <List<MarkHistoryItem>
            loading={history.isFetching && !data}
            dataSource={data?.records ?? []}
            renderItem={(item) => (
              <List.Item
                className={`zj-write-history-item${item.id === activeId ? ' is-active' : ''}`}
                onClick={() => onOpen(item)}
                onKeyDown={(e) => e.key === 'Enter' && onOpen(item)}
                tabIndex={0}
                role="button"
                aria-label={`第 ${item.seq} 份`}
              >
                <div className="zj-write-history-main">
                  <b>第 {item.seq} 份</b>
                  {item.problem ? (
                    <Tag color="orange">问题卷：{item.problem}</Tag>
                  ) : (
                    <span className="zj-write-history-score">{item.score} 分</span>
                  )}
                  {item.tags.map((t) => (
                    <Tag key={t} color={t === 'excellent' ? 'green' : 'red'}>
                      {MARK_TAG_NAMES[t]}
                    </Tag>
                  ))}
                </div>
                <span className="zj-write-history-time">{dayjs(item.markedAt).format('MM-DD HH:mm:ss')}</span>
              </List.Item>
            )}
          />
          {data && data.total > HISTORY_PAGE_SIZE ? (
            <Pagination
              size="small"
              className="zj-write-history-pager"
              current={page}
              pageSize={HISTORY_PAGE_SIZE}
              total={data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
