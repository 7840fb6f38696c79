import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ResourcePreview, ResourceSummary } from '@zhijuan/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeServer, ok } from '../../test/fakeServer';
import PreviewPage from './PreviewPage';

// pdf.js needs a real browser; these tests are about the states around it.
vi.mock('../../lib/pdf', () => ({
  usePdfDocument: () => ({ doc: null, pages: 0, aspect: 1, error: null }),
  PdfViewer: () => null,
  PdfSlides: () => null,
}));
vi.mock('../../api/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const ID = '00000000-0000-4000-8000-000000000001';
const resource: ResourceSummary = {
  id: ID,
  title: '1.1 正数和负数',
  kind: 'courseware',
  scope: 'personal',
  fileName: '1.1 正数和负数.pptx',
  ext: 'pptx',
  size: 56_000,
  subjectId: 'cz.math',
  subjectName: '数学',
  textbookId: null,
  bookNodeIds: [],
  bookNodeNames: [],
  knowledgeIds: [],
  knowledgeNames: [],
  description: '',
  uploaderName: '李老师',
  mine: true,
  canEdit: true,
  downloads: 0,
  favourites: 0,
  favourited: false,
  thumbnailUrl: null,
  previewMode: 'pdf',
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  deletedAt: null,
};
const preview = (p: Partial<ResourcePreview>): ResourcePreview => ({
  resource,
  mode: 'pdf',
  state: 'ready',
  message: null,
  url: null,
  pages: null,
  ...p,
});

let server: ReturnType<typeof installFakeServer> | null = null;
afterEach(() => server?.restore());

function open(reply: Parameters<typeof installFakeServer>[0]) {
  server = installFakeServer(reply);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/OnlyOfficeReady?id=${ID}`]}>
        <Routes>
          <Route path="/OnlyOfficeReady" element={<PreviewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/OnlyOfficeReady', () => {
  it('says a failed conversion in Chinese and offers the download', async () => {
    open(() =>
      ok(
        preview({
          state: 'failed',
          message: '文档转换失败：文件可能已损坏或含有无法转换的内容，请下载后查看',
        }),
      ),
    );
    expect(await screen.findByText('无法在线预览')).toBeInTheDocument();
    expect(screen.getByText(/^文档转换失败/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下载文件/ })).toBeInTheDocument();
  });

  it('waits while the document converts', async () => {
    open(() => ok(preview({ state: 'pending' })));
    expect(await screen.findByText('正在转换文档，请稍候…')).toBeInTheDocument();
  });

  it('says when the server cannot convert Office files', async () => {
    open(() =>
      ok(
        preview({
          state: 'unavailable',
          message: '服务器未安装 LibreOffice，暂时无法在线预览 Office 文件，请下载后查看',
        }),
      ),
    );
    expect(await screen.findByText('暂不支持在线预览')).toBeInTheDocument();
    expect(screen.getByText(/未安装 LibreOffice/)).toBeInTheDocument();
  });

  it("says an unknown (or another school's) resource is not found", async () => {
    open(() => fail(404, '资源不存在或已删除'));
    expect(await screen.findByText('很抱歉，资源未找到')).toBeInTheDocument();
  });

  it('says when the caller may not read it', async () => {
    open(() => fail(403, '链接无效或已过期，请刷新页面后重试'));
    expect(await screen.findByText('无权查看')).toBeInTheDocument();
  });

  it('plays a video in the page from its signed URL', async () => {
    open(() => ok(preview({ mode: 'video', url: '/api/resource/file/x/original?t=1.a' })));
    const video = await screen.findByLabelText('1.1 正数和负数');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/api/resource/file/x/original?t=1.a');
  });
});
