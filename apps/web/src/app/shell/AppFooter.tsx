import { CustomerServiceOutlined, SyncOutlined, ToolOutlined } from '@ant-design/icons';
import { Grid, Layout } from 'antd';
import { Link } from 'react-router';

const PRODUCTS = [
  { label: '智能作业系统', anchor: 'homework' },
  { label: '理科考试系统', anchor: 'exam' },
  { label: '宿舍就寝系统', anchor: 'dorm' },
];

const SUPPORT = [
  { icon: <SyncOutlined />, label: '软件升级' },
  { icon: <ToolOutlined />, label: '硬件服务' },
  { icon: <CustomerServiceOutlined />, label: '24小时售后响应' },
];

/** Spec §1: product links, support lines and 关于我们 — only on screens at least 1200 px wide. */
export function AppFooter() {
  const screens = Grid.useBreakpoint();
  if (!screens.xl) return null;
  return (
    <Layout.Footer className="zj-footer">
      <div className="zj-footer-col">
        <h4>产品</h4>
        {PRODUCTS.map((p) => (
          <Link key={p.anchor} to={`/aboutUs#${p.anchor}`}>
            {p.label}
          </Link>
        ))}
      </div>
      <div className="zj-footer-col">
        <h4>技术支持</h4>
        {SUPPORT.map((s) => (
          <span key={s.label}>
            {s.icon} {s.label}
          </span>
        ))}
      </div>
      <div className="zj-footer-col">
        <h4>公司</h4>
        <Link to="/aboutUs">关于我们</Link>
        <Link to="/protocol">用户协议与隐私政策</Link>
      </div>
      <div className="zj-footer-copy">© {new Date().getFullYear()} 智卷 · 让每一次作业和考试都有回响</div>
    </Layout.Footer>
  );
}
