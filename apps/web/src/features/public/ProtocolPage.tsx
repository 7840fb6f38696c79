import { Card } from 'antd';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProtocolContent } from './ProtocolContent';

export default function ProtocolPage() {
  useDocumentTitle('用户协议与隐私政策');
  return (
    <div className="zj-page zj-page-narrow">
      <Card variant="borderless">
        <ProtocolContent />
      </Card>
    </div>
  );
}
