import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth';
import type { SessionUser } from '../../stores/session';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const name = user.nickname || user.username;
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: '个人中心' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/userset');
    if (key === 'logout') void logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
      <button type="button" className="zj-user" aria-label="用户菜单">
        <Avatar size={32} src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} />
        <span className="zj-user-name">{name}</span>
        <DownOutlined className="zj-user-caret" />
      </button>
    </Dropdown>
  );
}
