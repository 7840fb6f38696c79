import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUserInfo } from '../../session';
import { isOn, useConfig } from '../config';
import { FeedbackTab } from './FeedbackTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { SmsOutboxTab } from './SmsOutboxTab';

/** ?nav=1 profile (default), ?nav=2 feedback (spec §2), ?nav=3 password, ?nav=4 SMS outbox. */
const TABS = { '1': 'profile', '2': 'feedback', '3': 'password', '4': 'outbox' } as const;
type TabKey = (typeof TABS)[keyof typeof TABS];

export default function UsersetPage() {
  useDocumentTitle('个人中心');
  const config = useConfig();
  const { data: user } = useUserInfo();
  const canReadOutbox = config.smsDevOutbox && Boolean(user?.isAdministrator || user?.isPlatformAdmin);
  const [params, setParams] = useSearchParams();
  const nav = params.get('nav') ?? '1';
  const active: TabKey = nav in TABS ? TABS[nav as keyof typeof TABS] : 'profile';
  const navOf = (key: string) => Object.entries(TABS).find(([, v]) => v === key)?.[0] ?? '1';

  const items = [
    { key: 'profile', label: '个人资料', children: <ProfileTab /> },
    { key: 'password', label: '修改密码', children: <PasswordTab /> },
    ...(isOn(config, 'feedback') || active === 'feedback'
      ? [{ key: 'feedback', label: '问题反馈', children: <FeedbackTab /> }]
      : []),
    ...(canReadOutbox ? [{ key: 'outbox', label: '短信发件箱', children: <SmsOutboxTab /> }] : []),
  ];

  return (
    <div className="zj-page">
      <Typography.Title level={3} className="zj-page-title">
        个人中心
      </Typography.Title>
      <Card variant="borderless">
        <Tabs
          activeKey={items.some((item) => item.key === active) ? active : 'profile'}
          onChange={(key) => setParams({ nav: navOf(key) }, { replace: true })}
          items={items}
          destroyOnHidden
        />
      </Card>
    </div>
  );
}
