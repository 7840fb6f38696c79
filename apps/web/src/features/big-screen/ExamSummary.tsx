import { meanText } from '../../lib/figures';
import type { Latest } from './options';

const one = meanText;

/** The latest exam in figures: its name, the grade mean against full marks, and who took part. */
export function ExamSummary({ latest, extended }: { latest: Latest; extended?: boolean }) {
  const { exam, grade } = latest;
  return (
    <div className="zj-bs-summary">
      <div className="zj-bs-summary-exam">
        <span className="zj-bs-summary-name">{exam.name}</span>
        <span className="zj-bs-tag">{exam.subjectName}</span>
        <span className="zj-bs-summary-date">{exam.examDate}</span>
      </div>
      <div className="zj-bs-kpis">
        <div className="zj-bs-kpi zj-bs-kpi-main">
          <span className="zj-bs-kpi-label">年级平均分</span>
          <span className="zj-bs-kpi-value" data-kpi="mean">
            {one(grade.mean)}
            <small> / {exam.fullScore}</small>
          </span>
        </div>
        <div className="zj-bs-kpi">
          <span className="zj-bs-kpi-label">参考人数</span>
          <span className="zj-bs-kpi-value">
            {grade.count}
            <small> / {grade.students}</small>
          </span>
        </div>
        <div className="zj-bs-kpi">
          <span className="zj-bs-kpi-label">最高分</span>
          <span className="zj-bs-kpi-value">{one(grade.max)}</span>
        </div>
        <div className="zj-bs-kpi">
          <span className="zj-bs-kpi-label">中位数</span>
          <span className="zj-bs-kpi-value">{one(grade.median)}</span>
        </div>
        {extended && (
          <div className="zj-bs-kpi">
            <span className="zj-bs-kpi-label">最低分</span>
            <span className="zj-bs-kpi-value">{one(grade.min)}</span>
          </div>
        )}
      </div>
    </div>
  );
}
