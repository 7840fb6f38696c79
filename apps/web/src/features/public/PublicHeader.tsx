import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginModal } from '../auth/LoginModal';

/** Header of the signed-out pages: logo, and on the landing page its section links and 注册/登录. */
export function PublicHeader({ landing = false }: { landing?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="zj-public-header">
      <Link to="/" className="zj-logo" aria-label="智卷 首页">
        <img src="/logo.svg" alt="" className="zj-logo-img" />
        <span className="zj-logo-text">智卷</span>
      </Link>
      {landing ? (
        <>
          <nav className="zj-public-links" aria-label="页面导航">
            <a href="#features">产品功能</a>
            <a href="#flow">使用流程</a>
            <a href="#products">产品与服务</a>
          </nav>
          <Button type="primary" onClick={() => setOpen(true)}>
            注册/登录
          </Button>
          <LoginModal open={open} onClose={() => setOpen(false)} />
        </>
      ) : (
        <Link to="/" className="zj-public-back">
          返回首页
        </Link>
      )}
    </header>
  );
}
