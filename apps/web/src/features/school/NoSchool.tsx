import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** What a user without a school sees on the school screens. */
export function NoSchool() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="你还没有加入学校"
      subTitle="请向学校管理员索取邀请链接，打开链接即可加入学校。"
      extra={
        <Button type="primary" onClick={() => navigate('/paperList')}>
          返回作业列表
        </Button>
      }
    />
  );
}
