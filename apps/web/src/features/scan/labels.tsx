import { SCAN_PROBLEM_TEXT, type ScanPage, type ScanProblem } from '@zhijuan/contracts';
import { Tag } from 'antd';

const PROBLEM_COLOR: Record<ScanProblem, string> = {
  unreadable: 'red',
  unidentified: 'volcano',
  version: 'orange',
  student: 'gold',
  duplicate: 'purple',
  ambiguous: 'blue',
  failed: 'red',
};

export function ProblemTags({ problems }: { problems: ScanProblem[] }) {
  return (
    <>
      {problems.map((p) => (
        <Tag key={p} color={PROBLEM_COLOR[p]}>
          {SCAN_PROBLEM_TEXT[p]}
        </Tag>
      ))}
    </>
  );
}

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });

/**
 * A page's name a person can tell apart: scanners number files from scan-0001 in every batch, so a
 * rescan has the same file name as the page it repeats; the batch and the upload time tell them apart.
 */
export function pageLabel(page: Pick<ScanPage, 'fileName' | 'batchName' | 'createdAt'>): string {
  return `${page.fileName}（${page.batchName}，${clock(page.createdAt)} 上传）`;
}
