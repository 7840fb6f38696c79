import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@zhijuan/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  List,
  Pagination,
  Popconfirm,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as api from './api';
import PlanEditor from './PlanEditor';
import { planKeys, plansQuery } from './queries';
import './lesson-plans.css';

const TABS = [
  { key: 'mine', label: '我的教案' },
  { key: 'shared', label: '教研组分享' },
  { key: 'school', label: '全校共享' },
  { key: 'favourite', label: '我的收藏' },
] as const;
type Tab = (typeof TABS)[number]['key'];

function PlanRow({ plan }: { plan: PlanSummary }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => qc.invalidateQueries({ queryKey: planKeys.all });
  const remove = useMutation({ mutationFn: () => api.deletePlan(plan.id), onSuccess: refresh });
  const copy = useMutation({
    mutationFn: () => api.copyPlan(plan.id),
    onSuccess: (res) => {
      message.success('已复制到我的备课');
      navigate(`/planCourseCenter/myPlanCourse?plan=${res.data.id}`);
    },
  });
  const fav = useMutation({
    mutationFn: () => api.favouritePlan(plan.id, !plan.favourite),
    onSuccess: refresh,
  });
  const open = `/planCourseCenter/myPlanCourse?plan=${plan.id}`;
  return (
    <List.Item
      data-plan={plan.title}
      actions={[
        <Link key="open" to={open}>
          {plan.mine ? '编辑' : '查看'}
        </Link>,
        !plan.mine && (
          <Button key="copy" type="link" size="small" onClick={() => copy.mutate()} loading={copy.isPending}>
            复制到我的备课
          </Button>
        ),
        <Button key="fav" type="link" size="small" onClick={() => fav.mutate()}>
          {plan.favourite ? '取消收藏' : '收藏'}
        </Button>,
        plan.mine && (
          <Popconfirm key="del" title="确定删除这份教案吗？" onConfirm={() => remove.mutate()}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        ),
      ].filter(Boolean)}
    >
      <List.Item.Meta
        title={<Link to={open}>{plan.title}</Link>}
        description={
          <Space wrap size={[8, 4]}>
            <span>
              {plan.textbookName} · {plan.nodeName}
            </span>
            <span>
              {plan.stepCount} 个环节 · {plan.minutes} 分钟
            </span>
            {!plan.mine && <span>作者：{plan.ownerName}</span>}
            {plan.schoolShared && <Tag color="green">全校共享</Tag>}
            {plan.teamNames.map((t) => (
              <Tag key={t} color="blue">
                {t}
              </Tag>
            ))}
            {plan.commentCount > 0 && <Tag color="orange">{plan.commentCount} 条评论</Tag>}
            <span className="zj-plan-time">
              更新于 {new Date(plan.updatedAt).toLocaleString('zh-CN', { hour12: false })}
            </span>
          </Space>
        }
      />
    </List.Item>
  );
}

function PlanList() {
  const [tab, setTab] = useState<Tab>('mine');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const plans = useQuery(plansQuery({ tab, page, size: 10, keyword: keyword || undefined }));
  return (
    <div className="zj-page zj-plan-list">
      <Typography.Title level={3} className="zj-page-title">
        我的备课
      </Typography.Title>
      <Card variant="borderless" className="zj-page-card">
        <div className="zj-plan-toolbar">
          <Tabs
            activeKey={tab}
            onChange={(k) => {
              setTab(k as Tab);
              setPage(1);
            }}
            items={TABS.map((t) => ({ key: t.key, label: t.label }))}
          />
          <Input.Search
            allowClear
            placeholder="搜索教案标题"
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ maxWidth: 240 }}
          />
        </div>
        {plans.data && plans.data.items.length === 0 ? (
          <Empty
            description={
              tab === 'mine' ? (
                <span>
                  还没有教案。在 <Link to="/planCourseCenter/numberBook">数字教材</Link>{' '}
                  中打开一本教材，在章节旁点击「开始备课」。
                </span>
              ) : tab === 'favourite' ? (
                '还没有收藏的教案'
              ) : (
                '还没有同事分享的教案'
              )
            }
          />
        ) : (
          <List
            loading={plans.isLoading}
            dataSource={plans.data?.items ?? []}
            renderItem={(p) => <PlanRow plan={p} />}
            aria-label="教案列表"
          />
        )}
        {(plans.data?.total ?? 0) > 10 && (
          <Pagination
            className="zj-plan-pages"
            current={page}
            total={plans.data?.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </Card>
    </div>
  );
}

/** 我的备课: the list of plans, or one plan's editor with `?plan=`. */
export default function MyPlanCoursePage() {
  useDocumentTitle('我的备课');
  const [params] = useSearchParams();
  const planId = params.get('plan');
  return planId ? <PlanEditor key={planId} planId={planId} /> : <PlanList />;
}
