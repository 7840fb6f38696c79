import { Card, Empty, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { QuestionTypeChips } from '../../assemble';
import { QuestionBrowser } from '../../questions';
import './library.css';

/**
 * /cloudResources/schoolTestQuestions (校本题库): the questions teachers of this school saved to the
 * school's bank, of the current subject, browsed and put in the basket like 选题组卷.
 */
export default function SchoolTestQuestionsPage() {
  useDocumentTitle('校本题库');
  const { data: info } = useUserInfo();
  const subjectId = info?.userSubjectId ?? null;
  const [typeId, setTypeId] = useState<string | null>(null);
  const [typesFor, setTypesFor] = useState(subjectId);
  if (typesFor !== subjectId) {
    setTypesFor(subjectId);
    setTypeId(null);
  }

  return (
    <div className="zj-page">
      <div className="zj-lib-head">
        <Typography.Title level={3} className="zj-page-title">
          校本题库
        </Typography.Title>
        <span className="zj-lib-note">
          {info?.userStage}
          {info?.userSubject} · 本校老师保存到校本题库的试题，仅本校可见
        </span>
      </div>
      {!info ? null : !info.orgDefaultId ? (
        <Card variant="borderless">
          <Empty
            className="zj-page-empty zj-lib-state"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="加入学校后，可以在这里使用本校老师共建的校本题库"
          />
        </Card>
      ) : !subjectId ? (
        <Card variant="borderless">
          <Empty
            className="zj-page-empty zj-lib-state"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="请先在顶部选择学段和学科"
          />
        </Card>
      ) : (
        <Card variant="borderless" className="zj-lib-bank">
          <QuestionTypeChips subjectId={subjectId} value={typeId} onChange={setTypeId} />
          <QuestionBrowser
            subjectId={subjectId}
            node={null}
            typeId={typeId}
            scope="school"
            emptyText={`本校的${info.userSubject ?? ''}校本题库还没有试题`}
          />
          <div className="zj-lib-bank-tip">
            在 <Link to="/rehearse/SelectQuestionPaper">选题组卷</Link> 点「导入试题」上传 Word
            试卷，保存时选择「校本题库」，题目就会出现在这里。
          </div>
        </Card>
      )}
    </div>
  );
}
