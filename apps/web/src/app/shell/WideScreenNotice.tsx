import { DesktopOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { normalisePath } from '../paths';
import { needsWideScreen } from '../wideScreen';
import { useNarrowScreen } from './useNarrowScreen';

/** What a phone shows instead of a screen made for a wide screen (see wideScreen.ts). */
export function WideScreenNotice({ onOpenAnyway }: { onOpenAnyway: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="zj-notice zj-wide-notice" role="note">
      <DesktopOutlined className="zj-notice-icon" />
      <h2>请在电脑上使用此页面</h2>
      <p>
        这个页面需要较宽的屏幕，手机上显示不全。请在电脑或横屏的平板上打开；在手机上可以查看作业列表、学情分析和扫描进度。
      </p>
      <Space wrap>
        <Button type="primary" onClick={() => navigate('/paperlist')}>
          返回作业列表
        </Button>
        <Button onClick={onOpenAnyway}>仍要打开</Button>
      </Space>
    </div>
  );
}

/** On a narrow screen, puts the notice in place of a wide-only screen until the teacher opens it anyway. */
export function WideScreenGate({ children }: { children: ReactNode }) {
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  const path = normalisePath(pathname);
  const [openedAnyway, setOpenedAnyway] = useState<string | null>(null);
  if (narrow && needsWideScreen(path) && openedAnyway !== path) {
    return <WideScreenNotice onOpenAnyway={() => setOpenedAnyway(path)} />;
  }
  return children;
}
