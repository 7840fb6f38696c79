import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  RollbackOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { RESOURCE_KIND_NAMES, RESOURCE_SCOPE_NAMES, type ResourceSummary } from '@zhijuan/contracts';
import { Button, Card, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatSize, KindIcon } from './kinds';

export interface CardActions {
  onPreview(r: ResourceSummary): void;
  onDownload(r: ResourceSummary): void;
  onFavourite(r: ResourceSummary): void;
  onEdit(r: ResourceSummary): void;
  onDelete(r: ResourceSummary): void;
  onRestore(r: ResourceSummary): void;
}

/** One resource in the list: its thumbnail (or kind icon), title, facts and what the teacher may do. */
export function ResourceCard({ r, actions }: { r: ResourceSummary; actions: CardActions }) {
  const inBin = Boolean(r.deletedAt);
  return (
    <Card className="zj-res-card" size="small" data-resource={r.title}>
      <button
        type="button"
        className="zj-res-thumb"
        onClick={() => !inBin && actions.onPreview(r)}
        aria-label={`预览 ${r.title}`}
        disabled={inBin}
      >
        {r.thumbnailUrl ? <img src={r.thumbnailUrl} alt="" loading="lazy" /> : <KindIcon kind={r.kind} />}
        <Tag className="zj-res-kind-tag">{RESOURCE_KIND_NAMES[r.kind]}</Tag>
      </button>
      <div className="zj-res-card-body">
        <Typography.Text strong ellipsis={{ tooltip: r.title }} className="zj-res-title">
          {r.title}
        </Typography.Text>
        <div className="zj-res-meta">
          {r.ext.toUpperCase()} · {formatSize(r.size)} · {r.uploaderName}
        </div>
        <div className="zj-res-meta">
          {inBin
            ? `删除于 ${dayjs(r.deletedAt).format('MM-DD HH:mm')}`
            : dayjs(r.createdAt).format('YYYY-MM-DD')}
          {r.scope !== 'personal' && <Tag className="zj-res-scope">{RESOURCE_SCOPE_NAMES[r.scope]}</Tag>}
        </div>
        {r.bookNodeNames.length > 0 && (
          <div className="zj-res-meta zj-res-tags" title={r.bookNodeNames.join('、')}>
            {r.bookNodeNames.join('、')}
          </div>
        )}
        <div className="zj-res-actions">
          {inBin ? (
            <Button size="small" icon={<RollbackOutlined />} onClick={() => actions.onRestore(r)}>
              恢复
            </Button>
          ) : (
            <>
              <Tooltip title="预览">
                <Button
                  size="small"
                  type="text"
                  icon={<EyeOutlined />}
                  aria-label="预览"
                  onClick={() => actions.onPreview(r)}
                />
              </Tooltip>
              <Tooltip title={`下载（${r.downloads}）`}>
                <Button
                  size="small"
                  type="text"
                  icon={<DownloadOutlined />}
                  aria-label="下载"
                  onClick={() => actions.onDownload(r)}
                />
              </Tooltip>
              <Tooltip title={r.favourited ? '取消收藏' : '收藏'}>
                <Button
                  size="small"
                  type="text"
                  icon={r.favourited ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                  aria-label={r.favourited ? '取消收藏' : '收藏'}
                  onClick={() => actions.onFavourite(r)}
                >
                  {r.favourites || ''}
                </Button>
              </Tooltip>
              {r.canEdit && (
                <>
                  <Tooltip title="编辑">
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label="编辑"
                      onClick={() => actions.onEdit(r)}
                    />
                  </Tooltip>
                  <Popconfirm
                    title="移入回收站？30 天内可恢复"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => actions.onDelete(r)}
                  >
                    <Tooltip title="删除">
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="删除" />
                    </Tooltip>
                  </Popconfirm>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
