import { AppstoreOutlined, MessageOutlined, MobileOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Badge, Drawer, Popover, Tooltip } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { BasketPanel, BasketSlot, useBasket } from '../../features/basket';
import { isOn, useConfig } from '../../features/config';
import { useNarrowScreen } from './useNarrowScreen';

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

function openHelp(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Spec §2: the right-hand tool bar, floating at mid-height on the right. */
function WideRightBar() {
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
            onClick={() => openHelp(config.helpUrl)}
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

function BasketCount({ children }: { children: ReactNode }) {
  const { data: info } = useBasket();
  return (
    <Badge count={info?.sumCount ?? 0} size="small" offset={[-2, 2]}>
      {children}
    </Badge>
  );
}

/**
 * On a narrow screen the tool bar is one round button in the lower right corner (it would otherwise
 * cover the screen); it opens a sheet from the bottom with the basket and the other tools. 移动端's QR
 * code is left out there: the teacher is already on the phone.
 */
function CompactRightBar() {
  const config = useConfig();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const basket = isOn(config, 'basket');
  const close = () => setOpen(false);
  const icon = <AppstoreOutlined />;
  return (
    <>
      <button type="button" className="zj-tool-fab" aria-label="工具栏" onClick={() => setOpen(true)}>
        {basket ? <BasketCount>{icon}</BasketCount> : icon}
      </button>
      <Drawer
        placement="bottom"
        open={open}
        onClose={close}
        title="工具"
        size="auto"
        className="zj-tool-drawer"
      >
        {basket ? <BasketPanel onNavigate={close} /> : null}
        <div className="zj-tool-row">
          {isOn(config, 'feedback') ? (
            <ToolButton
              icon={<MessageOutlined />}
              label="问题反馈"
              onClick={() => {
                close();
                navigate('/userset?nav=2');
              }}
            />
          ) : null}
          <ToolButton
            icon={<QuestionCircleOutlined />}
            label="使用说明"
            onClick={() => openHelp(config.helpUrl)}
          />
        </div>
      </Drawer>
    </>
  );
}

export default function RightBar() {
  return useNarrowScreen() ? <CompactRightBar /> : <WideRightBar />;
}
