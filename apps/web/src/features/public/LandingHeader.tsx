import { Button } from 'antd';
import { useState } from 'react';
import { LoginModal } from '../auth';
import { PublicHeader } from './PublicHeader';

/** The landing page's header: its section links and 注册/登录, which opens the login box. */
export function LandingHeader() {
  const [open, setOpen] = useState(false);
  return (
    <PublicHeader>
      <nav className="zj-public-links" aria-label="页面导航">
        <a href="#features">产品功能</a>
        <a href="#flow">使用流程</a>
        <a href="#products">产品与服务</a>
      </nav>
      <Button type="primary" onClick={() => setOpen(true)}>
        注册/登录
      </Button>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </PublicHeader>
  );
}
