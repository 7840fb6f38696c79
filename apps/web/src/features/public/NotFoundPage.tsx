import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('页面不存在');
  const navigate = useNavigate();
  return (
    <div className="zj-center-page">
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
