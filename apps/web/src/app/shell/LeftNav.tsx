import {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CloudOutlined,
  DatabaseOutlined,
  ExportOutlined,
  FileTextOutlined,
  FormOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RedoOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocal } from '../../stores/local';
import { activeKey, type NavIcon, type NavSection, sectionOf } from './navModel';

/** Spec §9: after expanding, labels come back once the width animation is done. */
export const NAV_TEXT_DELAY_MS = 200;

const ICONS: Record<NavIcon, ReactNode> = {
  homework: <FileTextOutlined />,
  analysis: <BarChartOutlined />,
  assemble: <FormOutlined />,
  cloud: <CloudOutlined />,
  rehearse: <RedoOutlined />,
  lesson: <BookOutlined />,
  data: <DatabaseOutlined />,
  school: <TeamOutlined />,
  marking: <AuditOutlined />,
};

type MenuItem = Required<MenuProps>['items'][number];

export function toMenuItems(sections: NavSection[]): MenuItem[] {
  return sections.map((s) => {
    if (s.children) {
      return {
        key: s.key,
        icon: ICONS[s.icon],
        label: s.label,
        children: s.children.map((c) => ({ key: c.key, label: c.label })),
      };
    }
    const label = s.external ? (
      <span key={s.key} className="zj-nav-external">
        {s.label}
        <ExportOutlined />
      </span>
    ) : (
      s.label
    );
    return { key: s.key, icon: ICONS[s.icon], label };
  });
}

/** Finds the route of a menu key among sections and their children. */
export function findEntry(sections: NavSection[], key: string) {
  for (const s of sections) {
    if (s.key === key) return s;
    const child = s.children?.find((c) => c.key === key);
    if (child) return { ...child, external: false };
  }
  return undefined;
}

/** Opens a menu entry: an external one in a new window, the others in place; then `after`. */
export function useNavClick(sections: NavSection[], after?: () => void): MenuProps['onClick'] {
  const navigate = useNavigate();
  return ({ key }) => {
    const entry = findEntry(sections, key);
    if (!entry) return;
    if ('external' in entry && entry.external) window.open(entry.to, '_blank', 'noopener,noreferrer');
    else navigate(entry.to);
    after?.();
  };
}

export function LeftNav({ sections }: { sections: NavSection[] }) {
  const location = useLocation();
  const collapsed = useLocal((s) => s.navCollapsed);
  const patch = useLocal((s) => s.patch);
  const [textHidden, setTextHidden] = useState(collapsed);

  useEffect(() => {
    if (collapsed) {
      setTextHidden(true);
      return;
    }
    const timer = setTimeout(() => setTextHidden(false), NAV_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [collapsed]);

  const current = sectionOf(sections, location.pathname);
  const selected = activeKey(sections, location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(current ? [current.key] : []);
  // While collapsed, sub-menus are hover pop-ups with their own open state.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);
  const menuCollapsed = collapsed || textHidden;
  // Entering another section opens it and folds the others, so the menu stays short.
  const sectionKey = current?.key;
  const sectionHasChildren = Boolean(current?.children);
  useEffect(() => {
    if (sectionKey) setOpenKeys(sectionHasChildren ? [sectionKey] : []);
  }, [sectionKey, sectionHasChildren]);

  const items = useMemo(() => toMenuItems(sections), [sections]);

  const onClick = useNavClick(sections);

  return (
    <Layout.Sider
      className="zj-sider"
      theme="light"
      width={208}
      collapsedWidth={64}
      collapsed={collapsed}
      trigger={null}
      collapsible
    >
      <nav aria-label="主导航" className="zj-sider-inner">
        <Menu
          className="zj-nav-menu"
          mode="inline"
          inlineCollapsed={menuCollapsed}
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={menuCollapsed ? popupKeys : openKeys}
          onOpenChange={menuCollapsed ? setPopupKeys : setOpenKeys}
          onClick={onClick}
        />
        <button
          type="button"
          className="zj-nav-toggle"
          onClick={() => patch({ navCollapsed: !collapsed })}
          aria-label={collapsed ? '展开导航' : '收起导航'}
        >
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          {textHidden ? null : <span>收起导航</span>}
        </button>
      </nav>
    </Layout.Sider>
  );
}
