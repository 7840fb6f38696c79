import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookTocNode } from '@zhijuan/contracts';
import { App, Button, Card, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { createPlan } from '../lesson-plans';
import { BookCover } from './BookCover';
import { PageMapDialog } from './PageMapDialog';
import { bookQuery } from './queries';
import './books.css';

const pages = (n: BookTocNode) =>
  n.start ? (n.start === n.end ? `第 ${n.start} 页` : `第 ${n.start}–${n.end} 页`) : '未标注页码';

/** 教材详情: the book's table of contents with pages, what the school has for each node, and 开始备课. */
export default function BookDetailPage() {
  const [params] = useSearchParams();
  const bookId = params.get('book') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [mapping, setMapping] = useState(false);
  const detail = useQuery(bookQuery(bookId));
  const book = detail.data?.book;
  useDocumentTitle(book ? `${book.textbookName} · 教材详情` : '教材详情');
  const start = useMutation({
    mutationFn: (nodeId: string) => createPlan({ bookNodeId: nodeId }),
    onSuccess: (res) => {
      message.success('已创建教案');
      navigate(`/planCourseCenter/myPlanCourse?plan=${res.data.id}`);
    },
  });
  if (!bookId)
    return (
      <Result
        status="404"
        title="请从数字教材中选择一本教材"
        extra={<Link to="/planCourseCenter/numberBook">返回数字教材</Link>}
      />
    );
  if (detail.isError)
    return (
      <Result
        status="404"
        title="教材不存在或已删除"
        extra={<Link to="/planCourseCenter/numberBook">返回数字教材</Link>}
      />
    );
  if (!detail.data || !book)
    return (
      <div className="zj-page">
        <Skeleton active />
      </div>
    );
  const { toc } = detail.data;
  return (
    <div className="zj-page zj-books">
      <Card variant="borderless" className="zj-page-card zj-book-head">
        <BookCover book={book} width={110} />
        <div className="zj-book-head-body">
          <Typography.Title level={3} className="zj-page-title">
            {book.title}
          </Typography.Title>
          <div className="zj-book-card-meta">
            {book.subjectName} · {book.versionName} · {book.textbookName} · 共 {book.pageCount} 页
          </div>
          <Space wrap className="zj-book-head-actions">
            <Button type="primary" onClick={() => navigate(`/bookPreview?book=${book.id}`)}>
              阅读全书
            </Button>
            <Button onClick={() => navigate('/planCourseCenter/myPlanCourse')}>我的备课</Button>
            {detail.data.canManage && <Button onClick={() => setMapping(true)}>页码设置</Button>}
            <Link to="/planCourseCenter/numberBook">返回数字教材</Link>
          </Space>
        </div>
      </Card>
      <Card variant="borderless" className="zj-page-card" title="目录">
        {toc.length === 0 ? (
          <Empty description="这本教材还没有章节目录" />
        ) : (
          <ul className="zj-toc" aria-label="教材目录">
            {toc.map((n) => (
              <li key={n.id} className={`zj-toc-row zj-toc-d${n.depth}`} data-node={n.name}>
                <div className="zj-toc-name">
                  {n.start ? (
                    <Link to={`/bookPreview?book=${book.id}&node=${encodeURIComponent(n.id)}`}>{n.name}</Link>
                  ) : (
                    n.name
                  )}
                  <span className="zj-toc-pages">{pages(n)}</span>
                </div>
                <div className="zj-toc-meta">
                  <Link to="/rehearse/SelectQuestionPaper">
                    <Tag>试题 {n.questionCount}</Tag>
                  </Link>
                  <Link to="/planCourseCenter/planCourseResource">
                    <Tag>资源 {n.resourceCount}</Tag>
                  </Link>
                  <Link to="/rehearse/GoodsPaper">
                    <Tag>精品试卷 {n.paperCount}</Tag>
                  </Link>
                  {n.planCount > 0 && (
                    <Link to="/planCourseCenter/myPlanCourse">
                      <Tag color="blue">我的教案 {n.planCount}</Tag>
                    </Link>
                  )}
                  <Button
                    size="small"
                    type="link"
                    loading={start.isPending && start.variables === n.id}
                    onClick={() => start.mutate(n.id)}
                  >
                    开始备课
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {mapping && <PageMapDialog detail={detail.data} open onClose={() => setMapping(false)} />}
    </div>
  );
}
