import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { textbooksQuery, versionsQuery } from '../curriculum';
import * as api from './api';
import { bookKeys } from './queries';

/** 上传教材 (school managers): a licensed PDF for one textbook (version + volume) of the subject. */
export function UploadBookDialog({
  subjectId,
  open,
  onClose,
}: {
  subjectId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [versionId, setVersionId] = useState<string>();
  const [textbookId, setTextbookId] = useState<string>();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const versions = useQuery({ ...versionsQuery(subjectId), enabled: open && Boolean(subjectId) });
  const textbooks = useQuery({ ...textbooksQuery(versionId ?? ''), enabled: Boolean(versionId) });
  const upload = useMutation({
    mutationFn: () => api.uploadBook(textbookId!, title.trim(), file!),
    onSuccess: (res) => {
      message.success(`${res.message}，可在教材详情中设置页码`);
      void qc.invalidateQueries({ queryKey: bookKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title="上传教材"
      okText="上传"
      onCancel={onClose}
      onOk={() => upload.mutate()}
      confirmLoading={upload.isPending}
      okButtonProps={{ disabled: !textbookId || !title.trim() || !file }}
    >
      <p className="zj-book-card-meta">
        请上传学校已获授权的电子教材（PDF，不超过 200 MB）。上传后可按 PDF 书签推荐页码。
      </p>
      <Form layout="vertical">
        <Form.Item label="教材版本">
          <Select
            value={versionId}
            onChange={(v) => {
              setVersionId(v);
              setTextbookId(undefined);
            }}
            options={(versions.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            placeholder="请选择版本"
          />
        </Form.Item>
        <Form.Item label="册别">
          <Select
            value={textbookId}
            disabled={!versionId}
            onChange={(v, o) => {
              setTextbookId(v);
              if (!title)
                setTitle(
                  `${versions.data?.find((x) => x.id === versionId)?.name ?? ''} ${(o as { label: string }).label}`.trim(),
                );
            }}
            options={(textbooks.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
            placeholder="请选择册别"
          />
        </Form.Item>
        <Form.Item label="教材名称">
          <Input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        </Form.Item>
        <Form.Item label="PDF 文件">
          <input
            type="file"
            accept="application/pdf,.pdf"
            aria-label="PDF 文件"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
