import type { CreatedInvite } from '@zhijuan/contracts';
import { INVITE_ROLES } from '@zhijuan/contracts';
import { Alert, Button, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { QRCodeSVG } from 'qrcode.react';
import { inviteUrl } from './inviteStatus';

/** The new invite link with copy and a QR code; the server keeps only its hash, so this is the one showing. */
export function InviteLinkModal({ invite, onClose }: { invite: CreatedInvite | null; onClose: () => void }) {
  const url = invite ? inviteUrl(invite.path) : '';
  return (
    <Modal
      title="邀请链接已生成"
      open={invite !== null}
      onCancel={onClose}
      width={600}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      }
    >
      {invite ? (
        <>
          <Alert
            type="info"
            showIcon
            className="zj-import-alert"
            title="链接只显示这一次，请现在复制或让老师扫码"
            description={`以${INVITE_ROLES[invite.role]}身份加入；${dayjs(invite.expiresAt).format('YYYY-MM-DD HH:mm')} 前有效，可使用 ${invite.maxUses} 次。`}
          />
          <div className="zj-invite-link">
            <div className="zj-invite-link-main">
              <Typography.Paragraph
                className="zj-invite-url"
                copyable={{ text: url, tooltips: ['复制链接', '已复制'] }}
                data-testid="invite-url"
              >
                {url}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                老师打开链接，登录或注册后点“加入学校”即可。已属于其他学校的账号不能加入。
              </Typography.Text>
            </div>
            <QRCodeSVG value={url} size={148} marginSize={1} title="邀请链接二维码" />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
