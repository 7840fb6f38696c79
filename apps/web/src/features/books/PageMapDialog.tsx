import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookDetail, PageRange } from '@zhijuan/contracts';
import { Alert, App, Button, InputNumber, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { PdfPage, type PdfSource, usePdfDocument } from '../../lib/pdf';
import * as api from './api';
import { bookKeys } from './queries';

type Row = { start: number | null; end: number | null };

/**
 * 页码设置 (school managers): walks the book's nodes with a start and end page each, the page of the row
 * being edited shown beside; 按书签推荐 fills the map from the PDF's own outline. The server checks the
 * whole map (docs/lesson-prep.md) and answers the first problem in Chinese.
 */
export function PageMapDialog({
  detail,
  open,
  onClose,
}: {
  detail: BookDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const bookId = detail.book.id;
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(detail.toc.map((n) => [n.id, { start: n.start, end: n.end }])),
  );
  const [focus, setFocus] = useState(detail.toc[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [source, setSource] = useState<PdfSource | null>(null);
  useEffect(() => {
    if (open) void api.bookSource(bookId).then(setSource);
  }, [open, bookId]);
  const pdf = usePdfDocument(source, source ? bookId : '');
  const set = (id: string, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...r[id]!, ...patch } }));
  const propose = useMutation({
    mutationFn: () => api.proposeMap(bookId),
    onSuccess: (p) => {
      const next: Record<string, Row> = Object.fromEntries(
        detail.toc.map((n) => [n.id, { start: null, end: null }]),
      );
      for (const e of p.entries) next[e.nodeId] = { start: e.start, end: e.end };
      setRows(next);
      message.info(
        p.unmatched.length
          ? `已按书签推荐，${p.unmatched.length} 个章节未匹配，请手动填写`
          : '已按书签推荐，请核对后保存',
      );
    },
  });
  const save = useMutation({
    mutationFn: () => {
      const entries: PageRange[] = detail.toc
        .filter((n) => rows[n.id]?.start && rows[n.id]?.end)
        .map((n) => ({ nodeId: n.id, start: rows[n.id]!.start!, end: rows[n.id]!.end! }));
      return api.saveMap(bookId, { version: detail.mapVersion, entries });
    },
    onSuccess: () => {
      message.success('页码已保存');
      void qc.invalidateQueries({ queryKey: bookKeys.all });
      onClose();
    },
    onError: (err) => setProblem(err instanceof Error ? err.message : '保存失败'),
  });
  const page = rows[focus]?.start ?? 1;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={1000}
      title="页码设置"
      okText="保存"
      onOk={() => {
        setProblem(null);
        save.mutate();
      }}
      confirmLoading={save.isPending}
    >
      <Space className="zj-map-bar" wrap>
        <Button
          onClick={() => propose.mutate()}
          loading={propose.isPending}
          disabled={!detail.outline.length}
        >
          按书签推荐
        </Button>
        <span className="zj-book-card-meta">
          共 {detail.book.pageCount} 页
          {detail.outline.length ? `，PDF 书签 ${detail.outline.length} 条` : '，PDF 没有书签'}
        </span>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} className="zj-books-alert" />}
      <div className="zj-map">
        <section className="zj-map-rows" aria-label="页码映射">
          {detail.toc.map((n) => (
            <div
              key={n.id}
              className={`zj-map-row zj-toc-d${n.depth}${focus === n.id ? ' is-focus' : ''}`}
              onFocusCapture={() => setFocus(n.id)}
            >
              <span className="zj-map-name">{n.name}</span>
              <InputNumber
                role="cell"
                aria-label={`${n.name} 起始页`}
                size="small"
                min={1}
                max={detail.book.pageCount}
                value={rows[n.id]?.start}
                onChange={(v) => set(n.id, { start: v ?? null })}
              />
              <span>–</span>
              <InputNumber
                role="cell"
                aria-label={`${n.name} 结束页`}
                size="small"
                min={1}
                max={detail.book.pageCount}
                value={rows[n.id]?.end}
                onChange={(v) => set(n.id, { end: v ?? null })}
              />
            </div>
          ))}
        </section>
        <div className="zj-map-preview">
          {pdf.doc ? (
            <PdfPage doc={pdf.doc} pageNumber={Math.min(page, pdf.pages)} width={300} aspect={pdf.aspect} />
          ) : (
            <div className="zj-map-placeholder">正在打开教材…</div>
          )}
          <div className="zj-book-card-meta">第 {page} 页</div>
        </div>
      </div>
    </Modal>
  );
}
