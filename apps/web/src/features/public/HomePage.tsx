import {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CheckCircleFilled,
  CloudOutlined,
  FormOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LoginBox } from '../auth';
import { LandingHeader } from './LandingHeader';
import { PublicFooter } from './PublicFooter';

const { Title, Paragraph } = Typography;

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <FormOutlined />,
    title: '选题组卷',
    text: '按教材章节或知识点筛选试题，放进试题篮一键成卷；也可设定题型、题量和难度智能组卷。',
  },
  {
    icon: <PrinterOutlined />,
    title: '试卷与答题卡',
    text: '自动排版试卷、答案和答题卡，支持 A4、A3 等常用纸张，直接打印或导出。',
  },
  {
    icon: <AuditOutlined />,
    title: '扫描阅卷',
    text: '普通扫描仪即可扫描答题卡，客观题自动识别判分，主观题按题分配给老师在线批改。',
  },
  {
    icon: <BarChartOutlined />,
    title: '学情分析',
    text: '年级、班级、个人三级报告：成绩分布、题目得分率、知识点掌握一目了然。',
  },
  {
    icon: <CloudOutlined />,
    title: '云资源',
    text: '我的试卷、校本试卷、校本题库和平台共享资源集中管理，好题好卷在校内沉淀。',
  },
  {
    icon: <BookOutlined />,
    title: '备课中心',
    text: '数字教材、备课资源与个人备课统一存放，课前准备和课后练习衔接顺畅。',
  },
];

const FLOW = ['组卷', '打印试卷与答题卡', '学生作答', '扫描答题卡', '在线阅卷', '学情分析', '错题重练'];

const HIGHLIGHTS = ['覆盖小学、初中、高中各学科', '普通扫描仪即可阅卷', '阅卷完成即出分析报告'];

export default function HomePage() {
  useDocumentTitle();
  return (
    <div className="zj-landing">
      <LandingHeader />
      <section className="zj-hero">
        <div className="zj-hero-inner">
          <div className="zj-hero-text">
            <Title className="zj-hero-title">
              组卷、阅卷、学情分析
              <br />
              一个平台全部完成
            </Title>
            <Paragraph className="zj-hero-sub">
              智卷为学校和老师提供作业与考试的全流程工具：从选题组卷、打印答题卡，到扫描阅卷和学情分析，让每一次作业和考试都有回响。
            </Paragraph>
            <ul className="zj-hero-points">
              {HIGHLIGHTS.map((h) => (
                <li key={h}>
                  <CheckCircleFilled /> {h}
                </li>
              ))}
            </ul>
          </div>
          <Card className="zj-hero-login" variant="borderless">
            <LoginBox idPrefix="home" />
          </Card>
        </div>
      </section>

      <section id="features" className="zj-section">
        <Title level={2} className="zj-section-heading">
          老师日常用得上的功能
        </Title>
        <Paragraph type="secondary" className="zj-section-lead">
          围绕“出题—作答—阅卷—分析—巩固”的教学闭环设计
        </Paragraph>
        <Row gutter={[24, 24]}>
          {FEATURES.map((f) => (
            <Col key={f.title} xs={24} sm={12} lg={8}>
              <Card className="zj-feature" variant="borderless">
                <div className="zj-feature-icon">{f.icon}</div>
                <Title level={4}>{f.title}</Title>
                <Paragraph type="secondary">{f.text}</Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section id="flow" className="zj-section zj-section-alt">
        <Title level={2} className="zj-section-heading">
          一次考试，七步闭环
        </Title>
        <Steps
          className="zj-flow"
          current={-1}
          labelPlacement="vertical"
          items={FLOW.map((title) => ({ title, status: 'process' as const }))}
        />
      </section>

      <PublicFooter />
    </div>
  );
}
