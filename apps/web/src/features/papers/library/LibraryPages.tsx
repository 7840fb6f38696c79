import { Typography } from 'antd';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { LibraryList } from './LibraryList';

function LibraryPage({ title, note, children }: { title: string; note: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="zj-page">
      <div className="zj-lib-head">
        <Typography.Title level={3} className="zj-page-title">
          {title}
        </Typography.Title>
        <span className="zj-lib-note">{note}</span>
      </div>
      {children}
    </div>
  );
}

/** /cloudResources/schoolPaper (校本试卷): papers teachers of this school shared to it. */
export function SchoolPaperPage() {
  const { data: info } = useUserInfo();
  return (
    <LibraryPage title="校本试卷" note="本校老师共享的试卷，仅本校可见；复制后即可修改使用">
      <LibraryList
        scope="school"
        emptyText={
          info && !info.orgDefaultId
            ? '加入学校后，可以在这里看到本校老师共享的试卷'
            : '本校还没有共享的试卷。在「我的试卷」中点「共享到学校」，同事就能在这里看到'
        }
      />
    </LibraryPage>
  );
}

/** /cloudResources/platformSharing (平台共享): papers published on the platform, for every school. */
export function PlatformSharingPage() {
  return (
    <LibraryPage title="平台共享" note="智卷平台向所有学校开放的试卷，含精品试卷">
      <LibraryList scope="platform" emptyText="平台上还没有共享的试卷" />
    </LibraryPage>
  );
}

/** /rehearse/GoodsPaper (精品试卷): curated complete papers by subject, grade and type. */
export function GoodsPaperPage() {
  return (
    <LibraryPage title="精品试卷" note="智卷教研组精选的成套试卷，预览后可复制到我的试卷再修改">
      <LibraryList scope="platform" kind="template" emptyText="精品试卷正在整理中，稍后再来看看" />
    </LibraryPage>
  );
}
