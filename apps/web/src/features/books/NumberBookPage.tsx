import { useQuery } from '@tanstack/react-query';
import type { BookCard } from '@zhijuan/contracts';
import { Alert, Button, Card, Empty, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUserInfo } from '../../session';
import { textbooksQuery, versionsQuery } from '../curriculum';
import { BookCover } from './BookCover';
import { booksQuery } from './queries';
import { UploadBookDialog } from './UploadBookDialog';
import './books.css';

function BookItem({ book }: { book: BookCard }) {
  const navigate = useNavigate();
  const open = () => navigate(`/planCourseCenter/bookDetail?book=${book.id}`);
  return (
    <Card hoverable className="zj-book-card" onClick={open} data-book={book.textbookName}>
      <BookCover book={book} />
      <div className="zj-book-card-body">
        <Typography.Text strong className="zj-book-card-title">
          {book.title}
        </Typography.Text>
        <div className="zj-book-card-meta">
          {book.versionName} · {book.textbookName}
        </div>
        <div className="zj-book-card-meta">
          共 {book.pageCount} 页 · 已标注 {book.mappedNodes}/{book.totalNodes} 个章节
        </div>
        <div className="zj-book-card-actions">
          {book.mine && <Tag color="blue">我的教材</Tag>}
          <Link to={`/bookPreview?book=${book.id}`} onClick={(e) => e.stopPropagation()}>
            阅读
          </Link>
        </div>
      </div>
    </Card>
  );
}

/** 数字教材: the school's digital books of the teacher's subject, their own textbook first. */
export default function NumberBookPage() {
  useDocumentTitle('数字教材');
  const user = useUserInfo().data;
  const subjectId = user?.userSubjectId ?? '';
  const [versionId, setVersionId] = useState<string | undefined>();
  const [textbookId, setTextbookId] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const versions = useQuery({ ...versionsQuery(subjectId), enabled: Boolean(subjectId) });
  const textbooks = useQuery({ ...textbooksQuery(versionId ?? ''), enabled: Boolean(versionId) });
  const books = useQuery({ ...booksQuery({ subjectId, versionId, textbookId }), enabled: Boolean(user) });
  const data = books.data;
  return (
    <div className="zj-page zj-books">
      <Typography.Title level={3} className="zj-page-title">
        数字教材
      </Typography.Title>
      <Card variant="borderless" className="zj-page-card">
        <div className="zj-books-filters">
          <span>{user?.userSubject ?? ''}</span>
          <Select
            aria-label="教材版本"
            allowClear
            placeholder="全部版本"
            value={versionId}
            onChange={(v) => {
              setVersionId(v);
              setTextbookId(undefined);
            }}
            options={(versions.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            style={{ minWidth: 140 }}
          />
          <Select
            aria-label="册别"
            allowClear
            placeholder="全部册别"
            value={textbookId}
            disabled={!versionId}
            onChange={setTextbookId}
            options={(textbooks.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
            style={{ minWidth: 140 }}
          />
          {data?.canManage && (
            <Button type="primary" className="zj-books-upload" onClick={() => setUploading(true)}>
              上传教材
            </Button>
          )}
        </div>
        {data?.preparing && (
          <Alert
            type="info"
            showIcon
            className="zj-books-alert"
            message="演示教材正在生成"
            description="首次启动时，示范中学的同步学案 PDF 正在后台生成，完成后会自动显示在这里。"
          />
        )}
        {books.isLoading || !user ? (
          <Skeleton active />
        ) : !data?.books.length ? (
          <Empty
            description={
              data?.preparing
                ? '演示教材生成后会显示在这里'
                : data?.canManage
                  ? '学校还没有上传这一学科的数字教材'
                  : '学校还没有这一学科的数字教材，请联系学校管理员上传'
            }
          />
        ) : (
          <div className="zj-book-grid">
            {data.books.map((b) => (
              <BookItem key={b.id} book={b} />
            ))}
          </div>
        )}
        {books.isError && (
          <Button onClick={() => books.refetch()} className="zj-books-alert">
            重新加载
          </Button>
        )}
      </Card>
      {uploading && <UploadBookDialog subjectId={subjectId} open onClose={() => setUploading(false)} />}
    </div>
  );
}
