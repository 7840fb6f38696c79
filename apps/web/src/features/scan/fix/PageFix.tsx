import { Alert, Button, Empty, Popconfirm, Space, Spin, Typography } from 'antd';
import { AuthedImage } from '../../../lib/AuthedImage';
import { pageImagePath, stainImagePath } from '../api';
import { ExamChoice } from '../ExamChoice';
import { History } from './History';
import { PageHead } from './PageHead';
import { QuestionFix } from './QuestionFix';
import { StudentChoice } from './StudentChoice';
import { useFixKeys } from './useFixKeys';
import { type PageFixEvents, usePageFix } from './usePageFix';

/**
 * One page of 异常处理, beside its picture: the exam to choose, the student, the flagged questions, 保存
 * and 作废 — whichever of these the page's problems call for.
 */
export function PageFix({ id, examId, ...events }: { id: string; examId: string } & PageFixEvents) {
  const fix = usePageFix(id, examId, events);
  const { page, reading, roster, flagged, form, dispatch, saving, needs } = fix;
  useFixKeys({
    enabled: Boolean(page) && needs.canFixAnswers,
    flagged,
    active: form.active,
    optionsOf: (q) => (page?.bubbles ?? []).filter((b) => b.question === q).map((b) => b.option),
    dispatch,
    saving,
    submit: () => void fix.submit(),
  });

  if (!page) return <Empty description="加载中…" />;
  return (
    <div className="zj-scan-detail">
      <PageHead page={page} saving={saving} onRetry={() => void fix.retry()} />
      <div className="zj-scan-detail-body">
        <div className="zj-scan-detail-page">
          <AuthedImage path={pageImagePath(page.id)} alt="扫描页" width="100%" />
          {page.regions.length > 0 && (
            <Typography.Text type="secondary">
              作答区 {page.regions.length} 处已切出，供阅卷使用
            </Typography.Text>
          )}
        </div>
        <div className="zj-scan-detail-fix">
          {reading && (
            <Alert
              type="info"
              showIcon
              icon={<Spin size="small" />}
              title="识别中"
              description={`正在按「${page.assignmentName ?? '所选考试'}」的答题卡重新识别，完成后这里会更新`}
            />
          )}
          {needs.canChooseExam && (
            <ExamChoice
              key={page.version}
              current={page.examChosen ? page.assignmentId : null}
              currentName={page.examChosen ? page.assignmentName : null}
              chosen={page.examChosen}
              saving={saving}
              onConfirm={(assignmentId) => void fix.save({ assignmentId })}
            />
          )}
          {needs.needsStudent && (
            <StudentChoice
              page={page}
              roster={roster}
              value={form.studentId}
              suggested={fix.suggested}
              onChange={(studentId) => dispatch({ type: 'student', id: studentId })}
            />
          )}
          {needs.canFixAnswers && page.stain && (
            <div className="zj-scan-fix">
              <Typography.Text strong>
                污渍：第 {page.stain.questions.join('、')} 题在污渍范围内，请逐题核对
              </Typography.Text>
              <AuthedImage
                path={stainImagePath(page.id)}
                alt="污渍范围"
                preview={false}
                className="zj-scan-fix-img"
              />
            </div>
          )}
          {needs.canFixAnswers &&
            flagged.map((q, i) => (
              <QuestionFix
                key={q}
                page={page}
                question={q}
                value={form.answers[q] ?? ''}
                active={i === form.active}
                onFocus={() => dispatch({ type: 'focus', index: i })}
                onChange={(value) => dispatch({ type: 'set', question: q, value })}
              />
            ))}
          {needs.canFixAnswers && (
            <Typography.Text type="secondary" className="zj-scan-keys">
              键盘：字母键选择选项，空格为未作答，↑↓ 切换题目，回车保存并处理下一张
            </Typography.Text>
          )}
          {!reading && (
            <Space wrap>
              {(needs.canFixAnswers || needs.needsStudent) && (
                <Button
                  type="primary"
                  loading={saving}
                  disabled={needs.needsStudent && !form.studentId}
                  onClick={() => void fix.submit()}
                >
                  保存
                </Button>
              )}
              <Popconfirm
                title="作废这一页？"
                description="作废后这一页不再计入成绩；可重新扫描后上传。"
                onConfirm={() => void fix.save({ discard: true })}
              >
                <Button danger>作废此页（重新扫描）</Button>
              </Popconfirm>
            </Space>
          )}
          <History page={page} roster={roster} history={fix.history} />
        </div>
      </div>
    </div>
  );
}
