import { BankOutlined, EditOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@zhijuan/contracts';
import { Avatar, Button, Card, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { systemKeys } from '../../../api/system';
import { toastError, toastSuccess } from '../../../api/toast';
import { saveUser, toSessionUser } from '../../../stores/session';
import { AVATAR_TYPES, avatarProblem } from '../../account';
import { renameOrg, uploadOrgLogo } from '../api';
import { NameDialog, type NameRequest } from './NameDialog';

/** The school's name and logo (校徽); administrators change them here. */
export function SchoolProfileCard({ info, canManage }: { info: UserInfo; canManage: boolean }) {
  const client = useQueryClient();
  const [naming, setNaming] = useState<NameRequest | null>(null);
  const [uploading, setUploading] = useState(false);

  const store = (next: UserInfo) => {
    client.setQueryData(systemKeys.userinfo, next);
    saveUser(toSessionUser(next));
  };

  const rename = () =>
    setNaming({
      title: '修改学校名称',
      label: '学校名称',
      initial: info.orgName ?? '',
      maxLength: 40,
      save: async (name) => {
        const { message } = await renameOrg(name);
        toastSuccess(message || '已保存');
        store({ ...info, orgName: name });
      },
    });

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { data, message } = await uploadOrgLogo(file);
      store({ ...info, orgLogo: data.orgLogo });
      toastSuccess(message || '校徽已更新');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card variant="borderless" className="zj-school-card">
      <Avatar shape="square" size={56} src={info.orgLogo ?? undefined} icon={<BankOutlined />} />
      <div className="zj-school-card-main">
        <Typography.Title level={4} className="zj-school-name">
          {info.orgName}
        </Typography.Title>
        <Typography.Text type="secondary">
          {canManage ? '你是本校管理员，可以管理年级、班级、学生和教师' : '学校信息由学校管理员维护'}
        </Typography.Text>
      </div>
      {canManage ? (
        <Space>
          <Button icon={<EditOutlined />} onClick={rename}>
            修改名称
          </Button>
          <Upload
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              const problem = avatarProblem(file)?.replace('头像', '校徽');
              if (problem) toastError(problem);
              return problem ? Upload.LIST_IGNORE : true;
            }}
            customRequest={({ file }) => {
              if (file instanceof File) void upload(file);
            }}
          >
            <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
              更换校徽
            </Button>
          </Upload>
        </Space>
      ) : null}
      <NameDialog request={naming} onClose={() => setNaming(null)} />
    </Card>
  );
}
