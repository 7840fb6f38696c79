import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { ProtocolContent } from './ProtocolContent';

/** Landing-page footer: product lines, support lines and the agreement (opened in place). */
export function PublicFooter() {
  const [protocolOpen, setProtocolOpen] = useState(false);
  return (
    <footer id="products" className="zj-public-footer">
      <div className="zj-public-footer-cols">
        <div>
          <h4>产品</h4>
          <p>智能作业系统</p>
          <p>理科考试系统</p>
          <p>宿舍就寝系统</p>
        </div>
        <div>
          <h4>技术支持</h4>
          <p>软件升级</p>
          <p>硬件服务</p>
          <p>24小时售后响应</p>
        </div>
        <div>
          <h4>帮助</h4>
          <p>
            <Typography.Link onClick={() => setProtocolOpen(true)}>用户协议与隐私政策</Typography.Link>
          </p>
          <p>登录后可在右侧工具栏查看使用说明</p>
        </div>
      </div>
      <div className="zj-public-footer-copy">
        © {new Date().getFullYear()} 智卷 · 组卷、答题卡、扫描阅卷与学情分析平台
      </div>
      <Modal
        title="用户协议与隐私政策"
        open={protocolOpen}
        onCancel={() => setProtocolOpen(false)}
        footer={null}
        width={720}
      >
        <div className="zj-protocol-modal">
          <ProtocolContent />
        </div>
      </Modal>
    </footer>
  );
}
