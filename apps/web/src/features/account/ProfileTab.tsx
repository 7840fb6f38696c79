import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, PHONE_PATTERN, type UpdateProfileBody, type UserInfo } from '@zhijuan/contracts';
import type { UploadProps } from 'antd';
import { Avatar, Button, Descriptions, Form, Input, Skeleton, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { systemKeys, updateProfile, uploadAvatar } from '../../api/system';
import { toastError, toastSuccess } from '../../api/toast';
import { useUserInfo } from '../../session';
import { saveUser, toSessionUser } from '../../stores/session';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Checks an avatar before upload; returns the message to show, or null when it is fine. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return '头像只能是 PNG、JPG 或 WebP 图片';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 2 MB';
  return null;
}

function useSaveUser() {
  const queryClient = useQueryClient();
  return (info: UserInfo) => {
    queryClient.setQueryData(systemKeys.userinfo, info);
    saveUser(toSessionUser(info));
  };
}

function AvatarEditor({ info }: { info: UserInfo }) {
  const store = useSaveUser();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const props: UploadProps = {
    accept: AVATAR_TYPES.join(','),
    showUploadList: false,
    beforeUpload: (file) => {
      const problem = avatarProblem(file);
      if (problem) toastError(problem);
      return problem ? Upload.LIST_IGNORE : true;
    },
    customRequest: async ({ file }) => {
      if (!(file instanceof File)) return;
      setPreview(URL.createObjectURL(file));
      setUploading(true);
      try {
        const { avatar } = await uploadAvatar(file);
        store({ ...info, avatar });
        toastSuccess('头像已更新');
      } catch {
        setPreview(null);
      } finally {
        setUploading(false);
      }
    },
  };

  return (
    <div className="zj-avatar-editor">
      <Avatar size={96} src={preview ?? info.avatar ?? undefined} icon={<UserOutlined />} />
      <Upload {...props}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
          {uploading ? '上传中…' : '更换头像'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">支持 PNG、JPG、WebP，不超过 2 MB</Typography.Text>
    </div>
  );
}

export function ProfileTab() {
  const { data: info, isLoading } = useUserInfo();
  const store = useSaveUser();
  const [form] = Form.useForm<UpdateProfileBody>();
  const [saving, setSaving] = useState(false);

  if (isLoading || !info) return <Skeleton active avatar paragraph={{ rows: 4 }} />;

  const onFinish = async (values: UpdateProfileBody) => {
    setSaving(true);
    try {
      store(await updateProfile({ nickname: values.nickname.trim(), phone: values.phone?.trim() || null }));
      toastSuccess('个人资料已保存');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="zj-profile">
      <AvatarEditor info={info} />
      <div className="zj-profile-main">
        <Descriptions column={1} size="small" className="zj-profile-facts">
          <Descriptions.Item label="用户名">{info.username}</Descriptions.Item>
          <Descriptions.Item label="所在学校">{info.orgName ?? '尚未加入学校'}</Descriptions.Item>
          <Descriptions.Item label="学段学科">
            {[info.userStage, info.userSubject].filter(Boolean).join(' · ') || '尚未设置'}
          </Descriptions.Item>
        </Descriptions>
        <Form<UpdateProfileBody>
          form={form}
          name="profile"
          layout="vertical"
          initialValues={{ nickname: info.nickname, phone: info.phone ?? '' }}
          onFinish={onFinish}
          className="zj-narrow-form"
        >
          <Form.Item
            label="昵称"
            name="nickname"
            rules={[{ required: true, whitespace: true, message: MSG.nicknameRequired }]}
          >
            <Input maxLength={32} showCount />
          </Form.Item>
          <Form.Item
            label="手机号码"
            name="phone"
            rules={[{ pattern: PHONE_PATTERN, message: MSG.phoneInvalid }]}
          >
            <Input maxLength={11} placeholder="用于找回密码和接收通知" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存资料
          </Button>
        </Form>
      </div>
    </div>
  );
}
