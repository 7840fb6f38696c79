import { DownloadOutlined, PlaySquareOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RESOURCE_KIND_NAMES, type ResourcePreview } from '@zhijuan/contracts';
import { Button, Image, Result, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { PdfSlides, PdfViewer, usePdfDocument } from '../../lib/pdf';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as api from './api';
import { previewQuery } from './queries';
import './resources.css';

function PdfPreview({ preview, onDownload }: { preview: ResourcePreview; onDownload(): void }) {
  const url = preview.url as string;
  const { doc, aspect, error } = usePdfDocument({ url }, `${preview.resource.id}:${url.split('?')[0]}`);
  const slidesFirst = preview.resource.kind === 'courseware';
  const [show, setShow] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const onPage = useCallback((p: number) => setPage(p), []);
  if (error)
    return <Result status="warning" title={error} extra={<Button onClick={onDownload}>下载文件</Button>} />;
  if (!doc)
    return (
      <Spin className="zj-preview-wait" tip="正在打开…" size="large">
        <div />
      </Spin>
    );
  return (
    <>
      <PdfViewer
        doc={doc}
        aspect={aspect}
        thumbnails={slidesFirst || doc.numPages > 1}
        onPageChange={onPage}
        toolbarExtra={
          <Button
            type={slidesFirst ? 'primary' : 'default'}
            icon={<PlaySquareOutlined />}
            onClick={() => setShow(page)}
          >
            放映
          </Button>
        }
      />
      {show !== null && <PdfSlides doc={doc} start={show} onClose={() => setShow(null)} />}
    </>
  );
}

function Body({ preview, onDownload }: { preview: ResourcePreview; onDownload(): void }) {
  if (preview.state === 'pending')
    return (
      <Result
        icon={<Spin size="large" />}
        title="正在转换文档，请稍候…"
        subTitle="第一次打开 Office 文件需要在服务器上转换，之后会直接打开"
      />
    );
  if (preview.state !== 'ready' || !preview.url)
    return (
      <Result
        status="warning"
        title={preview.state === 'failed' ? '无法在线预览' : '暂不支持在线预览'}
        subTitle={preview.message}
        extra={
          <Button type="primary" icon={<DownloadOutlined />} onClick={onDownload}>
            下载文件
          </Button>
        }
      />
    );
  if (preview.mode === 'pdf') return <PdfPreview preview={preview} onDownload={onDownload} />;
  if (preview.mode === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: teachers' own 微课 come without caption files
      <video
        className="zj-preview-video"
        src={preview.url}
        controls
        preload="metadata"
        aria-label={preview.resource.title}
      />
    );
  if (preview.mode === 'audio')
    return (
      <div className="zj-preview-audio">
        {/* biome-ignore lint/a11y/useMediaCaption: recordings come without caption files */}
        <audio src={preview.url} controls preload="metadata" aria-label={preview.resource.title} />
      </div>
    );
  return (
    <div className="zj-preview-image">
      <Image src={preview.url} alt={preview.resource.title} />
    </div>
  );
}

/** /OnlyOfficeReady?id=: one resource in the browser, full page, no navigation. */
export default function PreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const preview = useQuery(previewQuery(id));
  const data = preview.data;
  useDocumentTitle(data ? data.resource.title : '在线预览');
  const download = () => data && void api.downloadResource(data.resource);

  let body: React.ReactNode;
  if (!id) body = <Result status="404" title="很抱歉，资源未找到" subTitle="链接中缺少资源编号" />;
  else if (preview.isLoading) body = <Spin className="zj-preview-wait" size="large" />;
  else if (preview.error) {
    const status = preview.error instanceof ApiError ? preview.error.status : undefined;
    body =
      status === 403 ? (
        <Result status="403" title="无权查看" subTitle={preview.error.message} />
      ) : status === 404 ? (
        <Result status="404" title="很抱歉，资源未找到" subTitle="资源不存在、已删除，或你没有查看权限" />
      ) : (
        <Result
          status="error"
          title="加载失败"
          subTitle={preview.error.message}
          extra={<Button onClick={() => preview.refetch()}>重试</Button>}
        />
      );
  } else if (data) body = <Body preview={data} onDownload={download} />;

  return (
    <div className="zj-preview">
      <header className="zj-preview-bar">
        <Typography.Text strong ellipsis className="zj-preview-title">
          {data ? data.resource.title : '在线预览'}
        </Typography.Text>
        {data && (
          <span className="zj-preview-facts">
            {RESOURCE_KIND_NAMES[data.resource.kind]} · {data.resource.fileName}
          </span>
        )}
        {data && (
          <Button size="small" icon={<DownloadOutlined />} onClick={download}>
            下载
          </Button>
        )}
      </header>
      <main className="zj-preview-body">{body}</main>
    </div>
  );
}
