import { ArrowLeftOutlined, CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { LibraryPaperDetail } from '@zhijuan/contracts';
import { Alert, Button, Card, Empty, Spin, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AnswerPanel, BasketToggle, QuestionBody } from '../../questions';
import { bareTitle, sectionNumber } from '../editor/document';
import { libraryPaperQuery } from '../queries';
import { useCopyPaper } from './useCopyPaper';
import './library.css';

function PaperHeader({ paper, onBack }: { paper: LibraryPaperDetail; onBack: () => void }) {
  const copy = useCopyPaper();
  const where = paper.scope === 'school' ? '校本试卷' : paper.template ? '精品试卷' : '平台共享';
  return (
    <Card variant="borderless" className="zj-lib-detail-head">
      <div className="zj-lib-card-tags">
        <Tag color={paper.template ? 'gold' : 'blue'}>{where}</Tag>
        <Tag color="processing" variant="outlined">
          {paper.subjectName}
        </Tag>
        {paper.textbookName ? <Tag>{paper.textbookName}</Tag> : null}
        {paper.paperType ? <Tag>{paper.paperType}</Tag> : null}
      </div>
      <Typography.Title level={3} className="zj-lib-detail-title">
        {paper.title}
      </Typography.Title>
      {paper.settings.subtitle ? (
        <div className="zj-lib-detail-subtitle">{paper.settings.subtitle}</div>
      ) : null}
      <div className="zj-lib-card-meta zj-lib-detail-meta">
        <span>共 {paper.questionCount} 题</span>
        <span>满分 {paper.totalScore} 分</span>
        {paper.settings.examMinutes ? <span>考试时间 {paper.settings.examMinutes} 分钟</span> : null}
        <span>{paper.mine ? '我共享的' : `来自 ${paper.authorName}`}</span>
        <span>{dayjs(paper.sharedAt ?? paper.updatedAt).format('YYYY-MM-DD')}</span>
        <span>已被复制 {paper.copyCount} 次</span>
      </div>
      <div className="zj-lib-card-actions">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          返回
        </Button>
        <Button
          type="primary"
          icon={<CopyOutlined />}
          loading={copy.isPending}
          onClick={() => copy.mutate(paper.id)}
        >
          复制到我的试卷
        </Button>
      </div>
    </Card>
  );
}

/**
 * /cloudResources/platformSharingDetail?id= : a shared paper (school, platform or 精品) read in full,
 * formulas typeset, answers on demand, each question with 加入试题篮 and the whole with 复制到我的试卷.
 */
export default function PlatformSharingDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const paper = useQuery({ ...libraryPaperQuery(id), enabled: id !== '' });
  const [answers, setAnswers] = useState(false);
  useDocumentTitle(paper.data?.title ?? '共享试卷详情');
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/cloudResources/platformSharing'));

  if (!id || paper.isError)
    return (
      <div className="zj-page">
        <Card variant="borderless">
          <Empty
            className="zj-page-empty zj-lib-state"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={id ? '这份试卷不存在，或已撤回共享' : '请从试卷列表选择一份试卷预览'}
          >
            <Button onClick={() => navigate('/cloudResources/platformSharing')}>去平台共享看看</Button>
          </Empty>
        </Card>
      </div>
    );
  if (!paper.data)
    return (
      <div className="zj-page zj-lib-state">
        <Spin />
      </div>
    );

  let number = 0;
  return (
    <div className="zj-page zj-lib-detail">
      <PaperHeader paper={paper.data} onBack={back} />
      <Card
        variant="borderless"
        className="zj-lib-detail-body"
        title="试卷内容"
        extra={
          <span className="zj-lib-answers">
            显示答案与解析{' '}
            <Switch size="small" checked={answers} onChange={setAnswers} aria-label="显示答案与解析" />
          </span>
        }
      >
        {paper.data.sections.map((section, si) => {
          const score = section.questions.reduce((t, q) => t + q.score, 0);
          return (
            <section key={section.id} className="zj-lib-section" aria-label={bareTitle(section.title)}>
              <h4 className="zj-lib-section-title">
                {sectionNumber(si)}、{bareTitle(section.title) || section.title}
                <span className="zj-lib-section-note">
                  （共 {section.questions.length} 题，{score} 分）
                </span>
              </h4>
              {section.questions.map((q) => {
                number += 1;
                return (
                  <article key={q.questionId} className="zj-lib-question" aria-label={`第 ${number} 题`}>
                    {q.question ? (
                      <>
                        <div className="zj-lib-question-side">
                          <Tag>{q.score} 分</Tag>
                          <Tag variant="outlined">{q.question.difficultyName}</Tag>
                          <BasketToggle question={q.question} />
                        </div>
                        <QuestionBody question={q.question} number={number} />
                        {answers ? <AnswerPanel detail={q.question} /> : null}
                      </>
                    ) : (
                      <Alert
                        type="warning"
                        showIcon
                        title={`第 ${number} 题已从题库删除，复制后请在组卷中心换一题`}
                      />
                    )}
                  </article>
                );
              })}
            </section>
          );
        })}
      </Card>
    </div>
  );
}
