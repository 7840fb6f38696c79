import { TeamOutlined } from '@ant-design/icons';
import type { MarkingBlock, MarkingOverview } from '@zhijuan/contracts';
import { Badge, Button, Progress, Table, Tooltip } from 'antd';
import { Link } from 'react-router';
import { writePath } from '../paths';

/** Why 开始阅卷 is off for a 题块, in the marker's words. */
export function cannotMarkReason(overview: MarkingOverview, b: MarkingBlock): string | null {
  if (b.canMark) return null;
  if (overview.status === 'done') return '阅卷已完成';
  if (b.total === 0) return '还没有扫描的答卷';
  if (b.marked >= b.total) return '本题已阅完';
  return overview.settings.mode === 'class'
    ? '这道题没有分配给您（您任教班级的答卷）'
    : '您不在这道题的阅卷老师中';
}

const ROUND_NAMES = { 1: '一评', 2: '二评' } as const;

const percent = (marked: number, total: number) => (total ? Math.floor((marked / total) * 100) : 0);

/** Marker progress of one 题块, for managers: per class in 按班级 mode, per marker always. */
function BlockDetail({ overview, block }: { overview: MarkingOverview; block: MarkingBlock }) {
  return (
    <div className="zj-correct-detail">
      {overview.settings.mode === 'class' && block.classes.length ? (
        <div>
          <h4>各班进度</h4>
          <ul className="zj-correct-classes">
            {block.classes.map((c) => (
              <li key={c.classId}>
                <span className="zj-correct-class-name">{c.className}</span>
                <Progress
                  percent={percent(c.marked, c.total)}
                  size="small"
                  className="zj-correct-class-bar"
                />
                <span>
                  {c.marked}/{c.total}
                </span>
                <span className="zj-correct-muted">
                  {c.markers.length ? c.markers.map((m) => m.name).join('、') : '未安排阅卷老师'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h4>阅卷老师</h4>
        {block.markers.length ? (
          <ul className="zj-correct-markers">
            {block.markers.map((m) => (
              <li key={m.userId}>
                <b>{m.name}</b> 已阅 {m.marked}
                {m.holding ? <span className="zj-correct-muted">（手上 {m.holding} 份）</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <span className="zj-correct-muted">还没有老师批阅这道题</span>
        )}
        {overview.settings.mode === 'pool' ? (
          <div className="zj-correct-muted">
            阅卷池：{block.pool.length ? block.pool.map((p) => p.name).join('、') : '所有可阅本考试的老师'}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** 题块 of the exam with their progress and the way in (开始阅卷, 仲裁, 分配阅卷老师). */
export function BlocksTable({
  overview,
  onAssign,
}: {
  overview: MarkingOverview;
  onAssign: (block: MarkingBlock) => void;
}) {
  const manage = overview.canManage;
  return (
    <Table<MarkingBlock>
      rowKey="block"
      // A narrow screen scrolls the table inside its card, not the page.
      scroll={{ x: 'max-content' }}
      pagination={false}
      dataSource={overview.blocks}
      locale={{ emptyText: '这份试卷没有需要人工批阅的题目，客观题已自动判分。' }}
      expandable={
        manage
          ? {
              expandedRowRender: (b) => <BlockDetail overview={overview} block={b} />,
              expandRowByClick: false,
            }
          : undefined
      }
      columns={[
        {
          title: '题块',
          render: (_, b) => (
            <div>
              <b>{b.label}</b>
              <div className="zj-correct-sub">{b.typeName}</div>
            </div>
          ),
        },
        { title: '满分', dataIndex: 'maxScore', width: 70 },
        {
          title: '阅卷进度',
          width: 220,
          render: (_, b) => (
            <div>
              <div className="zj-correct-progress">
                <Progress percent={percent(b.marked, b.total)} size="small" showInfo={false} />
                <span>
                  {b.marked}/{b.total}
                </span>
              </div>
              {b.rounds.length ? (
                <div className="zj-correct-sub" title="双评：每份答卷由两位老师各评一次">
                  {b.rounds.map((r) => `${ROUND_NAMES[r.round]} ${r.marked}/${b.total}`).join(' · ')}
                </div>
              ) : null}
            </div>
          ),
        },
        { title: '我已阅', dataIndex: 'myMarked', width: 80 },
        {
          title: '问题卷',
          dataIndex: 'problems',
          width: 80,
          render: (n: number) =>
            n ? <Badge count={n} color="orange" /> : <span className="zj-correct-muted">0</span>,
        },
        ...(overview.settings.double
          ? [
              {
                title: '待仲裁',
                dataIndex: 'arbitration',
                width: 80,
                render: (n: number) =>
                  n ? <Badge count={n} color="purple" /> : <span className="zj-correct-muted">0</span>,
              },
            ]
          : []),
        {
          title: '操作',
          width: manage ? 300 : 140,
          render: (_, b) => {
            const reason = cannotMarkReason(overview, b);
            return (
              <span className="zj-correct-actions">
                {reason ? (
                  <Tooltip title={reason}>
                    <Button type="primary" size="small" disabled>
                      开始阅卷
                    </Button>
                  </Tooltip>
                ) : (
                  <Link to={writePath(overview.assignmentId, b.block)}>
                    <Button type="primary" size="small">
                      {b.myMarked ? '继续阅卷' : '开始阅卷'}
                    </Button>
                  </Link>
                )}
                {manage && b.arbitration ? (
                  <Link to={writePath(overview.assignmentId, b.block, 3)}>
                    <Button size="small">仲裁</Button>
                  </Link>
                ) : null}
                {manage ? (
                  <Button size="small" type="link" icon={<TeamOutlined />} onClick={() => onAssign(b)}>
                    分配阅卷老师
                  </Button>
                ) : null}
              </span>
            );
          },
        },
      ]}
    />
  );
}
