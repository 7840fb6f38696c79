import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { BasketTypeRow } from '@zhijuan/contracts';
import { Badge, Button, Empty, Popconfirm, Popover, Select, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../session';
import { chooseBasketPaper, countOf, EMPTY_BASKET, paperLabel } from './basketState';
import { useBasket, useBasketActions } from './queries';
import './basket.css';

/** Spec §9. */
export const BASKET_POPOVER_WIDTH = 368;
export const TYPE_TABLE_MAX_HEIGHT = 400;

/** The pop-over's content: paper selector, per-type counts with delete, 清空全部, 进入组卷中心. */
export function BasketPanel({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { data: info = EMPTY_BASKET } = useBasket();
  const { data: user } = useUserInfo();
  const { removeType, clear } = useBasketActions();
  const subjectId = user?.userSubjectId ?? null;
  // A pick holds until the stage/subject is changed elsewhere, which switches to that subject's basket.
  const [picked, setPicked] = useState<{ id: string; subjectId: string | null } | null>(null);
  const pickedId = picked && picked.subjectId === subjectId ? picked.id : null;
  const paper = chooseBasketPaper(info.paperInfo, subjectId, pickedId);
  const rows = paper ? (info.type[paper.id] ?? []) : [];

  if (!paper) {
    return (
      <div className="zj-basket" style={{ width: BASKET_POPOVER_WIDTH }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="试题篮是空的，在选题组卷中挑选试题加入吧" />
      </div>
    );
  }
  return (
    <div className="zj-basket" style={{ width: BASKET_POPOVER_WIDTH }}>
      <Select
        aria-label="选择试卷"
        className="zj-basket-paper"
        value={paper.id}
        options={info.paperInfo.map((p) => ({ value: p.id, label: paperLabel(p, countOf(info, p.id)) }))}
        onChange={(id: string) => setPicked({ id, subjectId })}
        getPopupContainer={(node) => node.parentElement ?? document.body}
      />
      <Table<BasketTypeRow>
        className="zj-basket-table"
        size="small"
        rowKey="typeId"
        pagination={false}
        dataSource={rows}
        scroll={{ y: TYPE_TABLE_MAX_HEIGHT }}
        columns={[
          { title: '题型', dataIndex: 'dataName' },
          { title: '数量', dataIndex: 'questionCount', width: 72, align: 'center' },
          {
            title: '操作',
            width: 64,
            align: 'center',
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除${row.dataName}`}
                loading={removeType.isPending && removeType.variables?.typeId === row.typeId}
                onClick={() => removeType.mutate({ typeId: row.typeId, paperId: paper.id })}
              />
            ),
          },
        ]}
      />
      <div className="zj-basket-foot">
        <span className="zj-basket-total">
          共 <b>{countOf(info, paper.id)}</b> 题
        </span>
        <Popconfirm
          title="清空这个试题篮？"
          okText="清空"
          cancelText="取消"
          onConfirm={() => clear.mutateAsync(paper.id)}
          getPopupContainer={(node) => node.parentElement ?? document.body}
        >
          <Button loading={clear.isPending}>清空全部</Button>
        </Popconfirm>
        <Button
          type="primary"
          onClick={() => {
            onNavigate?.();
            const query = new URLSearchParams({ paperId: paper.id, subjectId: paper.subjectId, type: '2' });
            navigate(`/edit?${query}`);
          }}
        >
          进入组卷中心
        </Button>
      </div>
    </div>
  );
}

/** The right bar's 试题篮 button with its count badge and pop-over (feature flag `basket`). */
export function BasketSlot() {
  const { data: info } = useBasket();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      placement="left"
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={`试题篮（共 ${info?.sumCount ?? 0} 题）`}
      content={<BasketPanel onNavigate={() => setOpen(false)} />}
      classNames={{ root: 'zj-basket-popover' }}
    >
      <button type="button" className="zj-tool" aria-label="试题篮">
        <Badge count={info?.sumCount ?? 0} size="small" offset={[6, -2]} className="zj-basket-badge">
          <ShoppingCartOutlined />
        </Badge>
        <span>试题篮</span>
      </button>
    </Popover>
  );
}
