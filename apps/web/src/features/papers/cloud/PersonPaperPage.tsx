import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SendOutlined,
  SettingOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PaperSummary, RECYCLE_DAYS } from '@zhijuan/contracts';
import { Button, Card, Dropdown, Empty, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { AssignDialog, type PaperChoice } from '../../assignments';
import { downloadWord } from '../../print';
import { deletePaper, withdrawLibraryPaper } from '../api';
import { libraryKeys, paperKeys, paperListQuery } from '../queries';
import { ShareDialog } from './ShareDialog';
import './cloud.css';

const PAGE_SIZE = 10;

/** /cloudResources/personPaper (我的试卷): my saved papers, newest first; open, or move to the recycle bin. */
export default function PersonPaperPage() {
  useDocumentTitle('我的试卷');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    paperListQuery({ bin: 'active', keyword: keyword || undefined, page, size: PAGE_SIZE }),
  );
  const remove = useMutation({
    mutationFn: (id: string) => deletePaper(id),
    onSuccess: ({ message }) => {
      toastSuccess(message || `试卷已移入回收站，${RECYCLE_DAYS} 天内可恢复`);
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
    },
  });
  const withdraw = useMutation({
    mutationFn: (libraryId: string) => withdrawLibraryPaper(libraryId),
    onSuccess: ({ message }) => {
      toastSuccess(message || '已撤回共享');
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
      void client.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
  const { data: info } = useUserInfo();
  const inSchool = Boolean(info?.orgDefaultId);
  const [sharing, setSharing] = useState<{ paper: PaperSummary; target: 'school' | 'platform' } | null>(null);
  const [assigning, setAssigning] = useState<PaperChoice | null>(null);
  const records = list.data?.records ?? [];

  return (
    <div className="zj-page">
      <div className="zj-cloud-head">
        <Typography.Title level={3} className="zj-page-title">
          我的试卷
        </Typography.Title>
        <Input.Search
          aria-label="搜索试卷"
          allowClear
          placeholder="按标题搜索"
          className="zj-cloud-search"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Link to="/cloudResources/paperSetting">
          <Button icon={<SettingOutlined />}>试题设置</Button>
        </Link>
        <Link to="/cloudResources/recycleBin">
          <Button icon={<DeleteOutlined />}>回收站</Button>
        </Link>
        <Link to="/rehearse/SelectQuestionPaper">
          <Button type="primary" icon={<PlusOutlined />}>
            去组卷
          </Button>
        </Link>
      </div>
      <Card variant="borderless">
        {!list.isLoading && records.length === 0 ? (
          <Empty
            className="zj-page-empty zj-cloud-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={keyword ? `没有标题包含「${keyword}」的试卷` : '你组好或上传的试卷会显示在这里'}
          />
        ) : (
          <Table<PaperSummary>
            rowKey="id"
            loading={list.isFetching}
            dataSource={records}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 份`,
            }}
            columns={[
              {
                title: '试卷标题',
                dataIndex: 'title',
                render: (title: string, row) => (
                  <>
                    <Link to={`/edit?paperId=${row.id}`}>{title}</Link>
                    {row.schoolPaperId ? (
                      <Tag color="green" className="zj-cloud-shared">
                        已共享到学校
                      </Tag>
                    ) : null}
                    {row.platformPaperId ? (
                      <Tag color="gold" className="zj-cloud-shared">
                        已发布到平台
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              { title: '学科', dataIndex: 'subjectName', width: 90 },
              { title: '题数', dataIndex: 'questionCount', width: 80, align: 'center' },
              { title: '总分', dataIndex: 'totalScore', width: 80, align: 'center' },
              {
                title: '更新时间',
                dataIndex: 'updatedAt',
                width: 170,
                render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
              },
              {
                title: '操作',
                width: 500,
                render: (_, row) => (
                  <>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => navigate(`/edit?paperId=${row.id}`)}
                    >
                      编辑
                    </Button>
                    <Dropdown
                      menu={{
                        items: [
                          { key: '/printing', label: '打印（作业版式）' },
                          { key: '/pringtingtest', label: '打印（考试版式）' },
                          { key: '/printanswer', label: '打印答案与解析' },
                          { type: 'divider' },
                          { key: 'word', label: '下载 Word' },
                          { key: 'word-key', label: '下载答案 Word' },
                        ],
                        onClick: ({ key }) => {
                          if (key === 'word')
                            void downloadWord({ paperId: row.id }, 'paper', `${row.title}.docx`);
                          else if (key === 'word-key')
                            void downloadWord(
                              { paperId: row.id },
                              'analysis',
                              `${row.title}（答案与解析）.docx`,
                            );
                          else
                            navigate(
                              `${key}?paperId=${row.id}${key === '/printanswer' ? '&mode=analysis' : ''}`,
                            );
                        },
                      }}
                    >
                      <Button type="link" size="small" icon={<PrinterOutlined />}>
                        打印/导出
                      </Button>
                    </Dropdown>
                    {inSchool ? (
                      <Button
                        type="link"
                        size="small"
                        icon={<SendOutlined />}
                        onClick={() =>
                          setAssigning({ id: row.id, title: row.title, subjectId: row.subjectId })
                        }
                      >
                        布置
                      </Button>
                    ) : null}
                    {inSchool ? (
                      <Button
                        type="link"
                        size="small"
                        icon={<ShareAltOutlined />}
                        onClick={() => setSharing({ paper: row, target: 'school' })}
                      >
                        {row.schoolPaperId ? '更新共享' : '共享到学校'}
                      </Button>
                    ) : null}
                    {row.schoolPaperId ? (
                      <Popconfirm
                        title="撤回共享？"
                        description="撤回后本校老师不再能看到它；已复制的试卷不受影响。"
                        okText="撤回"
                        cancelText="取消"
                        onConfirm={() => withdraw.mutateAsync(row.schoolPaperId!)}
                      >
                        <Button type="link" size="small" icon={<RollbackOutlined />}>
                          撤回共享
                        </Button>
                      </Popconfirm>
                    ) : null}
                    {info?.isPlatformAdmin ? (
                      <Dropdown
                        menu={{
                          items: row.platformPaperId
                            ? [
                                { key: 'publish', label: '更新平台共享' },
                                { key: 'withdraw', label: '撤回平台共享', danger: true },
                              ]
                            : [{ key: 'publish', label: '发布到平台' }],
                          onClick: ({ key }) =>
                            key === 'publish'
                              ? setSharing({ paper: row, target: 'platform' })
                              : withdraw.mutate(row.platformPaperId!),
                        }}
                      >
                        <Button type="link" size="small" icon={<CloudUploadOutlined />}>
                          平台
                        </Button>
                      </Dropdown>
                    ) : null}
                    <Popconfirm
                      title="删除这份试卷？"
                      description={`删除后可在回收站保留 ${RECYCLE_DAYS} 天`}
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove.mutateAsync(row.id)}
                    >
                      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                        删除
                      </Button>
                    </Popconfirm>
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
      <AssignDialog
        open={assigning !== null}
        paper={assigning}
        onClose={() => setAssigning(null)}
        onSaved={() => navigate('/paperlist')}
      />
      <ShareDialog
        paper={sharing?.paper ?? null}
        target={sharing?.target ?? 'school'}
        onClose={() => setSharing(null)}
      />
    </div>
  );
}
