import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MULTIPLE_MARKS,
  MULTIPLE_MARKS_TEXT,
  type MultipleMarks,
  SCAN_PAGE_SIZES,
  type ScanSource,
} from '@zhijuan/contracts';
import { Alert, Button, Divider, Form, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocal } from '../../stores/local';
import { saveScanSchoolSettings } from './api';
import { scanKeys, schoolSettingsQuery } from './queries';

/** Spec §9: 80 % below 550 px, 30 % below 1400 px, otherwise 25 %. */
export function scanDialogWidth(screenWidth: number): string {
  if (screenWidth < 550) return '80%';
  if (screenWidth < 1400) return '30%';
  return '25%';
}

/** The scan settings kept in local storage (spec §3): `radioType` 1 is adaptive, 2 is a fixed size. */
export interface ScanSettings {
  scannerModel: number | undefined;
  adaptive: boolean;
  pageSize: number;
  scanSubject: boolean;
}

export function useScanSettings(): ScanSettings {
  const { scannerModel, radioType, pageSize, scanSubject } = useLocal();
  return {
    scannerModel,
    adaptive: radioType !== 2,
    pageSize: pageSize ?? 1,
    scanSubject: scanSubject ?? false,
  };
}

interface Props {
  open: boolean;
  sources: ScanSource[];
  /** Null while the agent is being looked for; a message when it is not there. */
  agentProblem: string | null;
  /** The scan agent is being looked for. */
  checking?: boolean;
  onClose: () => void;
}

/**
 * 扫描设置 (spec §2): scanner, adaptive yes/no, paper size only when not adaptive, whether papers go to
 * the subject teachers, and save. Closed only by its buttons, never by a click outside or Escape.
 * Below them the school's 多涂处理 (a two-answer 单选/判断 question sent to 异常处理, or scored 0 by
 * rule), kept on the server: school managers change it with the same 保存, others see it.
 */
export function ScanSettingsDialog({ open, sources, agentProblem, checking = false, onClose }: Props) {
  const saved = useScanSettings();
  const patch = useLocal((s) => s.patch);
  const [form] = Form.useForm<ScanSettings & { multipleMarks?: MultipleMarks }>();
  const queryClient = useQueryClient();
  const school = useQuery(schoolSettingsQuery(open));
  const saveSchool = useMutation({
    mutationFn: saveScanSchoolSettings,
    onSuccess: (answer) => queryClient.setQueryData(scanKeys.schoolSettings(), answer.data),
  });
  const [saving, setSaving] = useState(false);
  const adaptive = Form.useWatch('adaptive', form);
  const [width, setWidth] = useState(() => scanDialogWidth(window.innerWidth));

  useEffect(() => {
    const onResize = () => setWidth(scanDialogWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Each opening starts from what was saved; not on every render, or a choice would be undone at once.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useEffect(() => {
    if (open) form.setFieldsValue(savedRef.current);
  }, [open, form]);
  const multipleMarks = school.data?.multipleMarks;
  useEffect(() => {
    if (open && multipleMarks) form.setFieldsValue({ multipleMarks });
  }, [open, multipleMarks, form]);

  const save = async (v: ScanSettings & { multipleMarks?: MultipleMarks }) => {
    // The school's choice first: if the server refuses it (its message is shown), nothing is saved.
    if (school.data?.canEdit && v.multipleMarks && v.multipleMarks !== school.data.multipleMarks) {
      setSaving(true);
      try {
        await saveSchool.mutateAsync({ multipleMarks: v.multipleMarks });
      } catch {
        return;
      } finally {
        setSaving(false);
      }
    }
    patch({
      scannerModel: v.scannerModel,
      radioType: v.adaptive ? 1 : 2,
      pageSize: v.pageSize,
      scanSubject: v.scanSubject,
    });
    onClose();
  };

  return (
    <Modal
      title="扫描设置"
      open={open}
      width={width}
      maskClosable={false}
      keyboard={false}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {checking ? (
        <Alert type="info" showIcon className="zj-scan-agent-alert" title="正在连接扫描代理…" />
      ) : agentProblem ? (
        <Alert type="warning" showIcon className="zj-scan-agent-alert" title={agentProblem} />
      ) : sources.length ? (
        <Alert
          type="success"
          showIcon
          className="zj-scan-agent-alert"
          title={`已连接扫描代理，找到 ${sources.length} 台扫描仪`}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={save} initialValues={saved}>
        <Form.Item label="扫描仪" name="scannerModel">
          <Select
            placeholder={checking ? '正在查找扫描仪…' : sources.length ? '请选择扫描仪' : '没有找到扫描仪'}
            options={sources.map((s, i) => ({ value: i, label: s.name }))}
            allowClear
          />
        </Form.Item>
        <Form.Item label="自适应" name="adaptive">
          <Radio.Group
            options={[
              { value: true, label: '是' },
              { value: false, label: '否' },
            ]}
          />
        </Form.Item>
        {adaptive === false && (
          <Form.Item label="纸张大小" name="pageSize">
            <Radio.Group options={SCAN_PAGE_SIZES.map((p) => ({ value: p.code, label: p.name }))} />
          </Form.Item>
        )}
        <Form.Item label="试卷分配给学科老师" name="scanSubject">
          <Radio.Group
            options={[
              { value: true, label: '是' },
              { value: false, label: '否' },
            ]}
          />
        </Form.Item>
        {school.data && (
          <>
            <Divider plain titlePlacement="start">
              学校设置
            </Divider>
            <Form.Item
              label="多涂处理"
              name="multipleMarks"
              extra={
                school.data.canEdit
                  ? '单选、判断题涂了多个选项时：人工确认送异常处理，按规则判分直接记 0 分'
                  : '单选、判断题涂了多个选项时的处理方式，由学校管理员设置'
              }
            >
              <Radio.Group
                disabled={!school.data.canEdit}
                options={MULTIPLE_MARKS.map((m) => ({ value: m, label: MULTIPLE_MARKS_TEXT[m] }))}
              />
            </Form.Item>
          </>
        )}
        <Space className="zj-scan-settings-actions">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
