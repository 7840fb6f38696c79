import {
  AudioOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { RESOURCE_KIND_NAMES, type ResourceKind } from '@zhijuan/contracts';
import type { ReactNode } from 'react';

export const KIND_OPTIONS = (Object.keys(RESOURCE_KIND_NAMES) as ResourceKind[]).map((k) => ({
  value: k,
  label: RESOURCE_KIND_NAMES[k],
}));

const ICON: Record<ResourceKind, ReactNode> = {
  courseware: <FilePptOutlined />,
  plan: <FileWordOutlined />,
  study: <FileTextOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
  image: <FileImageOutlined />,
  pdf: <FilePdfOutlined />,
  material: <FileOutlined />,
};

const COLOR: Record<ResourceKind, string> = {
  courseware: '#d4380d',
  plan: '#1d39c4',
  study: '#08979c',
  video: '#531dab',
  audio: '#c41d7f',
  image: '#389e0d',
  pdf: '#cf1322',
  material: '#595959',
};

/** The kind's icon on its colour: the card picture of a resource without a thumbnail. */
export function KindIcon({ kind }: { kind: ResourceKind }) {
  return (
    <span className="zj-res-kind-icon" style={{ color: COLOR[kind] }} aria-hidden>
      {ICON[kind]}
    </span>
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The accept list of the file picker. */
export const ACCEPT =
  '.ppt,.pptx,.doc,.docx,.xls,.xlsx,.pdf,.mp4,.m4v,.mov,.webm,.mp3,.m4a,.wav,.ogg,.png,.jpg,.jpeg,.gif,.webp';
