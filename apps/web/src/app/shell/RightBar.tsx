import { MessageOutlined, MobileOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Popover, Tooltip } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BasketSlot } from '../../features/basket';
import { isOn, useConfig } from '../../features/config/useConfig';

/** Spec §9: the QR pop-over hides 100 ms after the pointer leaves. */
export const HOVER_HIDE_DELAY_S = 0.1;

function ToolButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick?: () => void }) {
  return (
    <button type="button" className="zj-tool" onClick={onClick}>
      {icon}
      <span>{label}</span>
    </button>
  );
}

export function RightBar() {
  const config = useConfig();
  const navigate = useNavigate();
  return (
    <aside className="zj-rightbar" aria-label="工具栏">
      {isOn(config, 'basket') ? <BasketSlot /> : null}
      {isOn(config, 'feedback') ? (
        <ToolButton icon={<MessageOutlined />} label="问题反馈" onClick={() => navigate('/userset?nav=2')} />
      ) : null}
      <Tooltip title="打开使用说明" placement="left">
        <span>
          <ToolButton
            icon={<QuestionCircleOutlined />}
            label="使用说明"
            onClick={() => window.open(config.helpUrl, '_blank', 'noopener,noreferrer')}
          />
        </span>
      </Tooltip>
      <Popover
        placement="left"
        trigger="hover"
        mouseLeaveDelay={HOVER_HIDE_DELAY_S}
        title="手机扫码使用智卷"
        content={
          <div className="zj-qr">
            <QRCodeSVG value={config.mobileUrl} size={132} marginSize={1} title="移动端二维码" />
            <span>微信或浏览器扫一扫</span>
          </div>
        }
      >
        <span>
          <ToolButton icon={<MobileOutlined />} label="移动端" />
        </span>
      </Popover>
    </aside>
  );
}
