import { MenuOutlined, ScanOutlined } from '@ant-design/icons';
import { MSG } from '@zhijuan/contracts';
import { Button, Layout, Menu, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toastError } from '../../api/toast';
import { LoginModal } from '../../features/auth';
import { StageSubjectPicker } from '../../features/curriculum';
import { useSchoolYear, useUserInfo } from '../../session';
import { useSession } from '../../stores/session';
import { normalisePath } from '../paths';
import { type NavSection, sectionOf } from './navModel';
import { SchoolYearSelect } from './SchoolYearSelect';
import { UserMenu } from './UserMenu';

function Logo({ orgName }: { orgName: string | null }) {
  const user = useSession((s) => s.user);
  const orgLogo = user?.orgLogo || user?.logoPath;
  return (
    <Link to="/paperList" className="zj-logo" aria-label="智卷 首页">
      <img src={orgLogo || '/logo.svg'} alt="" className="zj-logo-img" />
      <span className="zj-logo-text">智卷</span>
      {orgName ? (
        <span className="zj-org-name" title={orgName}>
          {orgName}
        </span>
      ) : null}
    </Link>
  );
}

/** The current section's children as a horizontal menu. */
function SectionMenu({ sections }: { sections: NavSection[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const section = sectionOf(sections, location.pathname);
  if (!section?.children) {
    return section ? <span className="zj-section-title">{section.label}</span> : null;
  }
  const selected = section.children.find((c) => normalisePath(c.to) === normalisePath(location.pathname));
  return (
    <Menu
      className="zj-section-menu"
      mode="horizontal"
      selectedKeys={selected ? [selected.key] : []}
      items={section.children.map((c) => ({ key: c.key, label: c.label }))}
      onClick={({ key }) => {
        const target = section.children?.find((c) => c.key === key);
        if (target) navigate(target.to);
      }}
    />
  );
}

function ScanButton({ orgId }: { orgId: string | null }) {
  const navigate = useNavigate();
  const { current } = useSchoolYear(orgId);
  return (
    <Tooltip title="扫描答题卡">
      <Button
        type="text"
        shape="circle"
        aria-label="扫描答题卡"
        icon={<ScanOutlined />}
        onClick={() => (current ? navigate('/scan') : toastError(MSG.scanNeedsYear))}
      />
    </Tooltip>
  );
}

export function TopBar({
  sections,
  narrow = false,
  onOpenNav,
}: {
  sections: NavSection[];
  /** Phone layout: a menu button opens the navigation drawer, which also holds 学段·学科 and 学年. */
  narrow?: boolean;
  onOpenNav?: () => void;
}) {
  const user = useSession((s) => s.user);
  const { data: info } = useUserInfo();
  const [loginOpen, setLoginOpen] = useState(false);
  const orgId = info?.orgDefaultId ?? null;
  const orgName = user ? (info?.orgName ?? null) : null;
  const { pathname } = useLocation();
  const hasSubMenu = Boolean(sectionOf(sections, pathname)?.children);
  return (
    <>
      <Layout.Header className={`zj-header${narrow ? ' zj-header-narrow' : ''}`}>
        {narrow ? (
          <Button
            type="text"
            className="zj-nav-open"
            aria-label="打开导航"
            icon={<MenuOutlined />}
            onClick={onOpenNav}
          />
        ) : null}
        <Logo orgName={narrow ? null : orgName} />
        <div className="zj-header-middle">{narrow ? null : <SectionMenu sections={sections} />}</div>
        <div className="zj-header-actions">
          {user ? (
            <>
              {narrow ? null : <StageSubjectPicker />}
              {narrow ? null : <SchoolYearSelect orgId={orgId} />}
              <ScanButton orgId={orgId} />
              <UserMenu user={user} />
            </>
          ) : (
            <Button type="primary" onClick={() => setLoginOpen(true)}>
              注册/登录
            </Button>
          )}
        </div>
        <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
      </Layout.Header>
      {narrow && hasSubMenu ? (
        <div className="zj-subnav">
          <SectionMenu sections={sections} />
        </div>
      ) : null}
    </>
  );
}
