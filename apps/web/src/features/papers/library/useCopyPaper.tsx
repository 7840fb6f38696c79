import { CheckCircleFilled } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaperDocument } from '@zhijuan/contracts';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { copyLibraryPaper } from '../api';
import { libraryKeys, paperKeys } from '../queries';
import './library.css';

/** The 组卷中心 address of a paper of 我的试卷. */
export const editPath = (paper: Pick<PaperDocument, 'id' | 'subjectId'>) =>
  `/edit?paperId=${encodeURIComponent(paper.id)}&subjectId=${encodeURIComponent(paper.subjectId)}`;

/**
 * 复制到我的试卷: the copy is made on the server, then a dialog offers 去编辑 (the 组卷中心 on the copy)
 * or staying on the page.
 */
export function useCopyPaper() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => copyLibraryPaper(id),
    onSuccess: ({ data }) => {
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
      void client.invalidateQueries({ queryKey: libraryKeys.all });
      modal.confirm({
        icon: <CheckCircleFilled className="zj-lib-done-icon" />,
        title: '已复制到我的试卷',
        content: `「${data.title}」已是你自己的试卷，可以随意修改，不会影响原卷。`,
        okText: '去编辑',
        cancelText: '留在此页',
        onOk: () => navigate(editPath(data)),
      });
    },
  });
}
