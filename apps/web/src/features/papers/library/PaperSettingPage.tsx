import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaperSettings } from '@zhijuan/contracts';
import { Button, Card, Spin, Typography } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { savePaperDefaults } from '../api';
import { paperDefaultsQuery, paperKeys } from '../queries';
import { PaperSettingsFields } from '../settings/PaperSettingsFields';
import './library.css';

function DefaultsForm({ saved }: { saved: PaperSettings }) {
  const client = useQueryClient();
  const [value, setValue] = useState(saved);
  const set = (patch: Partial<PaperSettings>) => setValue((v) => ({ ...v, ...patch }));
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () => savePaperDefaults(value),
    onSuccess: ({ data, message }) => {
      client.setQueryData(paperKeys.defaults(), data);
      toastSuccess(message || '设置已保存');
    },
  });

  return (
    <Card variant="borderless" className="zj-paperset-form zj-lib-settings" title="新建试卷的默认设置">
      <PaperSettingsFields value={value} onChange={set} subtitleExample="2025—2026 学年第一学期" />
      <div className="zj-paperset-foot">
        <span className="zj-edit-status" role="status">
          {dirty ? '有修改，尚未保存' : '已保存'}
        </span>
        <Button icon={<UndoOutlined />} onClick={() => setValue(PaperSettings.parse({}))}>
          恢复系统默认
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          disabled={!dirty}
          onClick={() => save.mutate()}
        >
          保存设置
        </Button>
      </div>
    </Card>
  );
}

/**
 * /cloudResources/paperSetting (试题设置): what every new paper starts with — header, exam time,
 * layout, student line, sealing line, answers. A paper's own 试卷设置 can still change each later.
 */
export default function PaperSettingPage() {
  useDocumentTitle('试题设置');
  const defaults = useQuery(paperDefaultsQuery());
  return (
    <div className="zj-page">
      <div className="zj-lib-head">
        <Typography.Title level={3} className="zj-page-title">
          试题设置
        </Typography.Title>
        <span className="zj-lib-note">
          保存后，新组的试卷（组卷中心、智能组卷）都从这些设置开始；已有试卷不变
        </span>
      </div>
      {defaults.data ? (
        <DefaultsForm saved={defaults.data} />
      ) : (
        <div className="zj-lib-state">
          <Spin />
        </div>
      )}
    </div>
  );
}
