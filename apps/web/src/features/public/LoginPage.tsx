import { Card, Typography } from 'antd';
import { Navigate } from 'react-router';
import { SIGNED_IN_HOME } from '../../app/guard';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession } from '../../stores/session';
import { LoginBox } from '../auth/LoginBox';
import { PublicHeader } from './PublicHeader';

export default function LoginPage() {
  useDocumentTitle('登录');
  const loggedIn = useSession((s) => s.loggedIn);
  if (loggedIn) return <Navigate to={SIGNED_IN_HOME} replace />;
  return (
    <div className="zj-login-page">
      <PublicHeader />
      <div className="zj-login-page-body">
        <Card className="zj-login-card" variant="borderless">
          <Typography.Title level={3} className="zj-login-card-title">
            登录智卷
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="zj-login-card-sub">
            登录后即可继续使用组卷、阅卷与学情分析
          </Typography.Paragraph>
          <LoginBox idPrefix="page" />
        </Card>
      </div>
    </div>
  );
}
