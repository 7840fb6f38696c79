import { BookOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdName } from '@zhijuan/contracts';
import { Empty, Popover, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../api/toast';
import { useUserInfo } from '../../session';
import { readPreference } from '../../stores/session';
import { applySubject, rememberPreference } from './preference';
import { stagesQuery, subjectsQuery } from './queries';
import './curriculum.css';

interface Choice {
  stage: IdName;
  subject: IdName;
}

function OptionButton({
  label,
  active,
  onClick,
  onHover,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  onHover?: () => void;
}) {
  return (
    <button
      type="button"
      className={`zj-picker-option${active ? ' is-active' : ''}`}
      aria-pressed={active}
      onClick={onClick}
      onMouseEnter={onHover}
      onFocus={onHover}
    >
      {label}
    </button>
  );
}

/**
 * Top-bar 学段·学科 dropdown (spec §4). Hovering a stage shows its subjects; clicking a stage picks it
 * with its first subject; clicking a subject picks it and closes the panel. Either choice saves the
 * preference with the first version and textbook, then soft-refreshes the page.
 */
export function StageSubjectPicker() {
  const client = useQueryClient();
  const { data: info } = useUserInfo();
  const [open, setOpen] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const stages = useQuery(stagesQuery());
  const savedStageId = info?.userStageId ?? null;
  const stageList = stages.data ?? [];
  const shownStage =
    stageList.find((s) => s.id === previewId) ??
    stageList.find((s) => s.id === savedStageId) ??
    stageList[0] ??
    null;
  const subjects = useQuery({ ...subjectsQuery(shownStage?.id ?? ''), enabled: open && shownStage !== null });

  useEffect(() => {
    if (info?.userSubjectId) rememberPreference(info);
  }, [info]);

  const apply = useMutation({
    mutationFn: ({ stage, subject }: Choice) => applySubject(client, stage, subject),
    onSuccess: (saved) => toastSuccess(`已切换到${saved.userStage ?? ''}${saved.userSubject ?? ''}`),
  });

  const chooseStage = (stage: IdName) => {
    setPreviewId(stage.id);
    client
      .fetchQuery(subjectsQuery(stage.id))
      .then((list) => {
        const first = list[0];
        if (first) apply.mutate({ stage, subject: first });
      })
      .catch(() => undefined); // the HTTP client has shown the failure
  };
  const chooseSubject = (subject: IdName) => {
    if (!shownStage) return;
    setOpen(false);
    apply.mutate({ stage: shownStage, subject });
  };

  const chosen = apply.isPending ? apply.variables : null;
  const currentSubjectId = chosen?.subject.id ?? info?.userSubjectId ?? null;
  const cookie = info ? null : readPreference();
  const label = chosen
    ? `${chosen.stage.name}${chosen.subject.name}`
    : info
      ? `${info.userStage ?? ''}${info.userSubject ?? ''}`
      : `${cookie?.userStage ?? ''}${cookie?.userSubject ?? ''}`;

  const panel = (
    <div className={`zj-picker-panel${stageList.length > 1 ? '' : ' is-single'}`}>
      {stageList.length > 1 ? (
        <fieldset className="zj-picker-stages" aria-label="学段">
          {stageList.map((stage) => (
            <OptionButton
              key={stage.id}
              label={stage.name}
              active={stage.id === shownStage?.id}
              onHover={() => setPreviewId(stage.id)}
              onClick={() => chooseStage(stage)}
            />
          ))}
        </fieldset>
      ) : null}
      <fieldset className="zj-picker-subjects" aria-label="学科">
        {stages.isLoading || subjects.isLoading ? (
          <Spin size="small" />
        ) : (subjects.data ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该学段暂无学科" />
        ) : (
          subjects.data?.map((subject) => (
            <OptionButton
              key={subject.id}
              label={subject.name}
              active={subject.id === currentSubjectId}
              onClick={() => chooseSubject(subject)}
            />
          ))
        )}
      </fieldset>
    </div>
  );

  return (
    <Popover
      content={panel}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setPreviewId(null);
      }}
      arrow={false}
    >
      <button type="button" className="zj-picker-trigger" aria-label="学段学科" aria-expanded={open}>
        {apply.isPending ? <LoadingOutlined /> : <BookOutlined />}
        <span className="zj-picker-label">{label || '选择学科'}</span>
        <DownOutlined className="zj-picker-caret" />
      </button>
    </Popover>
  );
}
