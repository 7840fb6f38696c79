import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Header of the signed-out pages: the logo, then `children` (the landing page's section links and
 * 注册/登录), or a link back to the landing page. No antd here: the sign-in page draws it first.
 */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="zj-public-header">
      <Link to="/" className="zj-logo" aria-label="智卷 首页">
        <img src="/logo.svg" alt="" className="zj-logo-img" />
        <span className="zj-logo-text">智卷</span>
      </Link>
      {children ?? (
        <Link to="/" className="zj-public-back">
          返回首页
        </Link>
      )}
    </header>
  );
}
