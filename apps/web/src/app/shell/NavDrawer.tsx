import { Drawer, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { StageSubjectPicker } from '../../features/curriculum';
import { toMenuItems, useNavClick } from './LeftNav';
import { activeKey, type NavSection, sectionOf } from './navModel';
import { SchoolYearSelect } from './SchoolYearSelect';

/** Wide enough for the longest entry (学校管理 with its icon) and narrower than any phone. */
export const NAV_DRAWER_WIDTH = 280;

/**
 * The left navigation on a narrow screen: a drawer opened from the top bar's menu button, holding the
 * whole menu (sections unfolded in place) and the 学段·学科 and 学年 choices the top bar has no room for.
 * Choosing an entry closes it.
 */
export function NavDrawer({
  sections,
  orgId,
  open,
  onClose,
}: {
  sections: NavSection[];
  orgId: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const current = sectionOf(sections, pathname);
  const selected = activeKey(sections, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(current?.children ? [current.key] : []);
  const sectionKey = current?.children ? current.key : undefined;
  useEffect(() => {
    if (sectionKey) setOpenKeys((keys) => (keys.includes(sectionKey) ? keys : [...keys, sectionKey]));
  }, [sectionKey]);
  const items = useMemo(() => toMenuItems(sections), [sections]);
  const onClick = useNavClick(sections, onClose);

  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={NAV_DRAWER_WIDTH}
      title="导航"
      className="zj-nav-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <div className="zj-nav-drawer-prefs">
        <StageSubjectPicker />
        <SchoolYearSelect orgId={orgId} />
      </div>
      <nav aria-label="主导航">
        <Menu
          className="zj-nav-menu"
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          onClick={onClick}
        />
      </nav>
    </Drawer>
  );
}
