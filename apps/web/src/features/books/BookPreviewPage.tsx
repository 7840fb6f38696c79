import { ArrowLeftOutlined, BookOutlined, DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookTocNode } from '@zhijuan/contracts';
import { Button, Drawer, Empty, Input, Result, Spin, Tabs, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type PdfSource, PdfViewer, type PdfViewerHandle, usePdfDocument } from '../../lib/pdf';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession } from '../../stores/session';
import * as api from './api';
import { nodeAt } from './currentNode';
import { bookKeys, bookQuery, marksQuery } from './queries';
import './books.css';

function Contents({
  toc,
  current,
  onGo,
}: {
  toc: BookTocNode[];
  current?: string | undefined;
  onGo: (page: number) => void;
}) {
  const active = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the current node changes
  useEffect(() => {
    active.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <nav aria-label="章节目录" className="zj-reader-toc">
      {toc.map((n) => (
        <button
          type="button"
          key={n.id}
          ref={n.id === current ? active : undefined}
          className={`zj-reader-toc-item zj-toc-d${n.depth}${n.id === current ? ' is-current' : ''}`}
          aria-current={n.id === current ? 'true' : undefined}
          disabled={!n.start}
          onClick={() => n.start && onGo(n.start)}
        >
          <span>{n.name}</span>
          {n.start && <small>{n.start}</small>}
        </button>
      ))}
    </nav>
  );
}

function Marks({ bookId, page, onGo }: { bookId: string; page: number; onGo: (page: number) => void }) {
  const qc = useQueryClient();
  const marks = useQuery(marksQuery(bookId));
  const [note, setNote] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: bookKeys.marks(bookId) });
  const add = useMutation({
    mutationFn: () => api.addMark(bookId, { kind: 'bookmark', page, note }),
    onSuccess: () => {
      setNote('');
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: string) => api.removeMark(bookId, id), onSuccess: refresh });
  return (
    <div className="zj-reader-marks">
      <Input.Search
        placeholder={`第 ${page} 页的备注（可不填）`}
        enterButton="添加书签"
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        onSearch={() => add.mutate()}
        loading={add.isPending}
        aria-label="书签备注"
      />
      {marks.data?.length ? (
        <ul aria-label="我的书签">
          {marks.data.map((m) => (
            <li key={m.id}>
              <button type="button" onClick={() => onGo(m.page)}>
                <BookOutlined /> 第 {m.page} 页{m.kind === 'highlight' ? '（高亮）' : ''}
                {m.note && <span className="zj-reader-mark-note">{m.note}</span>}
              </button>
              <Tooltip title="删除">
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="删除书签"
                  onClick={() => remove.mutate(m.id)}
                />
              </Tooltip>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有书签" />
      )}
    </div>
  );
}

function Reader({ bookId, nodeId }: { bookId: string; nodeId: string | null }) {
  const navigate = useNavigate();
  const detail = useQuery(bookQuery(bookId));
  const [source, setSource] = useState<PdfSource | null>(null);
  useEffect(() => {
    void api.bookSource(bookId).then(setSource);
  }, [bookId]);
  const pdf = usePdfDocument(source, source ? bookId : '');
  const viewer = useRef<PdfViewerHandle>(null);
  const toc = detail.data?.toc ?? [];
  const startNode = toc.find((n) => n.id === nodeId);
  const initialPage = startNode?.start ?? 1;
  const [page, setPage] = useState(initialPage);
  const [panel, setPanel] = useState(false);
  const wide = typeof window !== 'undefined' && window.innerWidth >= 1100;
  const current = useMemo(() => nodeAt(toc, page), [toc, page]);
  useDocumentTitle(detail.data ? `${detail.data.book.textbookName} · 教材预览` : '教材预览');
  const go = (p: number) => {
    viewer.current?.goTo(p);
    setPanel(false);
  };
  if (detail.isError)
    return (
      <Result
        status="404"
        title="教材不存在或已删除"
        extra={<Link to="/planCourseCenter/numberBook">返回数字教材</Link>}
      />
    );
  const side = (
    <Tabs
      items={[
        { key: 'toc', label: '目录', children: <Contents toc={toc} current={current?.id} onGo={go} /> },
        { key: 'marks', label: '书签', children: <Marks bookId={bookId} page={page} onGo={go} /> },
      ]}
    />
  );
  return (
    <div className="zj-reader">
      <header className="zj-reader-bar">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="返回"
          onClick={() =>
            history.length > 1 ? navigate(-1) : navigate(`/planCourseCenter/bookDetail?book=${bookId}`)
          }
        />
        <strong className="zj-reader-title">{detail.data?.book.title ?? '教材预览'}</strong>
        <span className="zj-reader-node" data-testid="current-node">
          {current?.name ?? ''}
        </span>
        {!wide && (
          <Button size="small" onClick={() => setPanel(true)}>
            目录
          </Button>
        )}
      </header>
      <div className="zj-reader-main">
        {wide && <aside className="zj-reader-side">{side}</aside>}
        <section className="zj-reader-pages">
          {pdf.error ? (
            <Result status="warning" title={pdf.error} />
          ) : !pdf.doc || !detail.data ? (
            <div className="zj-reader-loading">
              <Spin tip="正在打开教材…">
                <div style={{ width: 200, height: 80 }} />
              </Spin>
            </div>
          ) : (
            <PdfViewer
              ref={viewer}
              doc={pdf.doc}
              aspect={pdf.aspect}
              initialPage={initialPage}
              spread={wide}
              thumbnails={wide}
              onPageChange={(p) => setPage(p)}
            />
          )}
        </section>
      </div>
      <Drawer open={panel} onClose={() => setPanel(false)} placement="left" title="目录与书签" width={300}>
        {side}
      </Drawer>
    </div>
  );
}

/** /bookPreview?book=&node=: the digital book reader (always allowed by the guard; reading needs sign-in). */
export default function BookPreviewPage() {
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => s.loggedIn);
  const bookId = params.get('book') ?? '';
  if (!loggedIn)
    return (
      <Result
        status="info"
        title="登录后即可阅读数字教材"
        subTitle="数字教材仅供本校教师阅读"
        extra={
          <Link to="/login">
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  if (!bookId)
    return (
      <Result
        status="404"
        title="请从数字教材中选择一本教材"
        extra={<Link to="/planCourseCenter/numberBook">返回数字教材</Link>}
      />
    );
  return <Reader key={bookId} bookId={bookId} nodeId={params.get('node')} />;
}
