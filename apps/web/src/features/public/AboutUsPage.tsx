import { CustomerServiceOutlined, SyncOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const { Title, Paragraph } = Typography;

const PRODUCTS = [
  {
    id: 'homework',
    name: '智能作业系统',
    text: '老师在线组卷并布置作业，学生纸笔作答，扫描后自动批改客观题，错题自动归集，形成每个学生的错题本和巩固练习。',
  },
  {
    id: 'exam',
    name: '理科考试系统',
    text: '面向数学、物理、化学等理科考试：公式与图形排版、答题卡生成、分题阅卷与步骤给分，阅卷结束即出成绩和试题分析。',
  },
  {
    id: 'dorm',
    name: '宿舍就寝系统',
    text: '为寄宿制学校提供就寝登记、查寝记录与异常提醒，帮助班主任和宿管老师掌握学生在寝情况。',
  },
];

const SUPPORT = [
  {
    icon: <SyncOutlined />,
    name: '软件升级',
    text: '平台持续更新，新功能上线无需学校自行安装，升级在非考试时段进行。',
  },
  {
    icon: <ToolOutlined />,
    name: '硬件服务',
    text: '协助学校选配、安装和调试扫描仪等阅卷设备，并提供使用培训。',
  },
  {
    icon: <CustomerServiceOutlined />,
    name: '24小时售后响应',
    text: '考试阅卷期间遇到问题，随时通过问题反馈或服务电话联系我们。',
  },
];

export default function AboutUsPage() {
  useDocumentTitle('关于我们');
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
  return (
    <div className="zj-page">
      <Typography.Title level={3} className="zj-page-title">
        关于我们
      </Typography.Title>
      <Card variant="borderless" className="zj-about-intro">
        <Paragraph>
          智卷是一套面向中小学的作业与考试平台。我们相信，一份好的作业或试卷，价值不止于一个分数：它应该告诉老师学生哪里没掌握、下一步该练什么。
        </Paragraph>
        <Paragraph>
          因此智卷把组卷、答题卡、扫描阅卷和学情分析放进同一个闭环：老师花在出卷、改卷、统分上的时间更少，花在讲评和辅导上的时间更多。
        </Paragraph>
      </Card>
      <Title level={4} className="zj-about-heading">
        产品
      </Title>
      <Row gutter={[16, 16]}>
        {PRODUCTS.map((p) => (
          <Col key={p.id} xs={24} lg={8}>
            <Card id={p.id} title={p.name} variant="borderless" className="zj-about-card">
              <Paragraph type="secondary">{p.text}</Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Title level={4} className="zj-about-heading">
        技术支持
      </Title>
      <Row gutter={[16, 16]}>
        {SUPPORT.map((s) => (
          <Col key={s.name} xs={24} lg={8}>
            <Card variant="borderless" className="zj-about-card">
              <Title level={5}>
                <span className="zj-about-icon">{s.icon}</span> {s.name}
              </Title>
              <Paragraph type="secondary">{s.text}</Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
