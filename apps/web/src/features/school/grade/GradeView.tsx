import type { UserInfo } from '@zhijuan/contracts';
import { useState } from 'react';
import { useSchoolYear } from '../../../session';
import { GradeClassPanel, type RosterScope, wholeScope } from './GradeClassPanel';
import { SchoolProfileCard } from './SchoolProfileCard';
import { StudentsPanel } from './StudentsPanel';
import { useSchoolTree } from './useSchoolTree';

/** /team/details?type=grade: the school, its grades and classes, and their students. */
export function GradeView({ info, canManage }: { info: UserInfo; canManage: boolean }) {
  const { years, current } = useSchoolYear(info.orgDefaultId);
  const [pickedYearId, setPickedYearId] = useState<string | null>(null);
  const yearId = pickedYearId ?? current?.id ?? null;
  const [scope, setScope] = useState<RosterScope>(() => wholeScope(canManage));
  const { tree, loading } = useSchoolTree(yearId);
  const serverCurrent = years.find((y) => y.isDefault);

  return (
    <>
      <SchoolProfileCard info={info} canManage={canManage} />
      <div className="zj-grade-layout">
        <GradeClassPanel
          years={years}
          yearId={yearId}
          onYear={(id) => {
            setPickedYearId(id);
            setScope(wholeScope(canManage));
          }}
          tree={tree}
          loading={loading}
          scope={scope}
          onScope={setScope}
          canManage={canManage}
        />
        <StudentsPanel
          scope={scope}
          tree={tree}
          currentYearName={serverCurrent?.name}
          canManage={canManage}
        />
      </div>
    </>
  );
}
