import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAPER_TYPES, type PaperSummary, type PaperType } from '@zhijuan/contracts';
import { Alert, Modal, Select } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { sharePaper } from '../api';
import { libraryKeys, paperKeys } from '../queries';

/**
 * 共享到学校 / 发布到平台: the paper as it is now becomes a copy in the library; editing it later
 * changes only 我的试卷 until it is shared again, which updates the same copy.
 */
export function ShareDialog({
  paper,
  target,
  onClose,
}: {
  paper: PaperSummary | null;
  target: 'school' | 'platform';
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [paperType, setPaperType] = useState<PaperType | undefined>(undefined);
  const share = useMutation({
    mutationFn: (p: PaperSummary) => sharePaper(p.id, { target, ...(paperType ? { paperType } : {}) }),
    onSuccess: ({ message }) => {
      toastSuccess(message || '已共享');
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
      void client.invalidateQueries({ queryKey: libraryKeys.all });
      onClose();
    },
  });
  const again = paper && (target === 'school' ? paper.schoolPaperId : paper.platformPaperId);
  const where = target === 'school' ? '校本试卷' : '平台共享';
  return (
    <Modal
      open={paper !== null}
      title={target === 'school' ? '共享到学校' : '发布到平台'}
      okText={again ? '更新共享' : target === 'school' ? '共享' : '发布'}
      cancelText="取消"
      confirmLoading={share.isPending}
      onOk={() => paper && share.mutate(paper)}
      onCancel={onClose}
      afterClose={() => setPaperType(undefined)}
      destroyOnHidden
    >
      {paper ? (
        <div className="zj-share-body">
          <p>
            「{paper.title}」将以当前内容出现在{where}，{target === 'school' ? '本校老师' : '所有学校的老师'}
            可以预览并复制到自己的试卷。
          </p>
          {again ? (
            <Alert
              type="info"
              showIcon
              title={`这份试卷已在${where}中，再次共享会用现在的内容更新它。`}
              className="zj-share-alert"
            />
          ) : null}
          <div className="zj-share-type">
            试卷类型
            <Select<PaperType>
              aria-label="试卷类型"
              allowClear
              placeholder="不指定"
              value={paperType}
              options={PAPER_TYPES.map((t) => ({ value: t, label: t }))}
              onChange={(v) => setPaperType(v ?? undefined)}
            />
          </div>
          <p className="zj-cloud-note">之后在「我的试卷」中的修改不会自动同步，需要时再次共享即可。</p>
        </div>
      ) : null}
    </Modal>
  );
}
