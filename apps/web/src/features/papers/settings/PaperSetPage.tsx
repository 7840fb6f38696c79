import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { PaperSettings } from '@zhijuan/contracts';
import { Button, Card, Empty, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { totalScore } from '../editor/document';
import { EditorGate, samePaper } from '../editor/EditPage';
import { usePaperEditor } from '../editor/usePaperEditor';
import { PaperSettingsFields } from './PaperSettingsFields';
import './settings.css';

function SettingsForm({ paperId, basket }: { paperId: string; basket: boolean }) {
  const editor = usePaperEditor({ paperId, basket });
  const navigate = useNavigate();
  const settings = editor.state?.doc.settings;
  const set = (patch: Partial<PaperSettings>) => editor.dispatch({ type: 'setSettings', settings: patch });

  return (
    <EditorGate editor={editor}>
      {editor.state && settings ? (
        <div className="zj-paperset">
          <Card
            variant="borderless"
            title={editor.state.doc.title || '未命名试卷'}
            className="zj-paperset-form"
          >
            <PaperSettingsFields value={settings} onChange={set} />
            <div className="zj-paperset-foot">
              <span className="zj-edit-status" role="status">
                {editor.isBasket
                  ? '设置随试卷一起保存'
                  : editor.saving
                    ? '正在保存…'
                    : editor.conflict
                      ? '未保存：试卷已在其他窗口修改'
                      : editor.dirty
                        ? '有修改，几秒后自动保存'
                        : '已保存'}
              </span>
              <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/edit?${samePaper(editor)}`)}>
                返回组卷中心
              </Button>
              {editor.isBasket ? null : (
                <Button type="primary" icon={<SaveOutlined />} loading={editor.saving} onClick={editor.save}>
                  保存设置
                </Button>
              )}
            </div>
          </Card>
          <Card
            variant="borderless"
            className={`zj-paperset-preview zj-paperset-${settings.layout}`}
            title="卷头预览"
          >
            <div className="zj-paper-sheet">
              {settings.sealingLine ? (
                <div className="zj-paper-seal">密　封　线　内　不　要　答　题</div>
              ) : null}
              <h2>{editor.state.doc.title}</h2>
              {settings.subtitle ? <h3>{settings.subtitle}</h3> : null}
              <p className="zj-paper-meta">
                考试时间：{settings.examMinutes} 分钟　满分：{totalScore(editor.state.doc)} 分
              </p>
              {settings.showStudentLine ? (
                <p className="zj-paper-student">姓名：________　班级：________　考号：____________</p>
              ) : null}
              {settings.notes ? (
                <div className="zj-paper-notes">
                  <b>注意事项：</b>
                  {settings.notes}
                </div>
              ) : null}
              <p className="zj-paper-meta">
                {settings.layout} 版式{settings.showAnswers ? '，附答案与解析' : ''}
              </p>
            </div>
          </Card>
        </div>
      ) : null}
    </EditorGate>
  );
}

/** /paperset (试卷设置): header and layout settings of the paper opened in the 组卷中心. */
export default function PaperSetPage() {
  useDocumentTitle('试卷设置');
  const [params] = useSearchParams();
  const paperId = params.get('paperId');
  return (
    <div className="zj-page">
      <Typography.Title level={3} className="zj-page-title">
        试卷设置
      </Typography.Title>
      {paperId ? (
        <SettingsForm key={params.toString()} paperId={paperId} basket={params.get('type') === '2'} />
      ) : (
        <Card variant="borderless" className="zj-page-card">
          <Empty
            className="zj-page-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="在组卷中心点「试卷设置」，为那份试卷设置标题、时长和版式"
          >
            <Link to="/cloudResources/personPaper">
              <Button>我的试卷</Button>
            </Link>
          </Empty>
        </Card>
      )}
    </div>
  );
}
