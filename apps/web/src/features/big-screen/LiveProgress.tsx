import type { LiveExam } from '@zhijuan/contracts';

const STATUS: Record<LiveExam['status'], string> = {
  waiting: '待扫描',
  scanning: '扫描中',
  marking: '阅卷中',
  done: '已完成',
};

interface BarProps {
  label: string;
  done: number;
  total: number;
  tone: string;
  /** Said instead of 0 / 0. */
  empty: string;
}

function Bar({ label, done, total, tone, empty }: BarProps) {
  const share = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <div className="zj-bs-bar">
      <div className="zj-bs-bar-head">
        <span>{label}</span>
        {total > 0 ? (
          <span className="zj-bs-num">
            <b>{done}</b> / {total}
            <em>{Math.round(share * 100)}%</em>
          </span>
        ) : (
          <span className="zj-bs-num">{empty}</span>
        )}
      </div>
      <div
        className="zj-bs-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <div className={`zj-bs-bar-fill zj-bs-tone-${tone}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** Scanning and marking of the exams in progress, one block per exam. */
export function LiveProgress({ live, limit }: { live: LiveExam[]; limit?: number }) {
  if (live.length === 0) {
    return <div className="zj-bs-quiet">当前没有进行中的扫描或阅卷</div>;
  }
  const shown = limit ? live.slice(0, limit) : live;
  return (
    <ul className="zj-bs-live" aria-label="扫描阅卷进度">
      {shown.map((e) => (
        <li key={e.id} className="zj-bs-live-item" data-exam={e.name}>
          <div className="zj-bs-live-head">
            <span className="zj-bs-live-name">{e.name}</span>
            <span className="zj-bs-tag">{e.subjectName}</span>
            <span className={`zj-bs-tag zj-bs-status-${e.status}`}>{STATUS[e.status]}</span>
          </div>
          <Bar
            label="已扫描"
            done={e.progress.scanned}
            total={e.progress.students}
            tone="blue"
            empty="班级暂无学生"
          />
          <Bar
            label="主观题已阅"
            done={e.progress.marked}
            total={e.progress.toMark}
            tone="green"
            empty="暂无待阅答卷"
          />
          <div className="zj-bs-live-facts">
            <span>
              识别中 <b data-fact="queued">{e.queued}</b> 页
            </span>
            <span className={e.problems > 0 ? 'zj-bs-warn' : undefined}>
              待处理异常 <b data-fact="problems">{e.problems}</b>
            </span>
            <span>
              待阅 <b data-fact="toMark">{e.progress.toMark - e.progress.marked}</b>
            </span>
            <span>
              已阅完 <b data-fact="complete">{e.progress.complete}</b> 人
            </span>
          </div>
        </li>
      ))}
      {shown.length < live.length && (
        <li className="zj-bs-more">另有 {live.length - shown.length} 场进行中</li>
      )}
    </ul>
  );
}
