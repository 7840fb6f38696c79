import type { QueryClient } from '@tanstack/react-query';
import type { IdName, SavePreferenceBody, TextbookList, UserInfo } from '@zhijuan/contracts';
import { savePreference, systemKeys } from '../../api/system';
import { softRefresh } from '../../session';
import { useLocal } from '../../stores/local';
import { savePreferenceCookie } from '../../stores/session';
import { textbooksQuery, versionsQuery } from './queries';

/** The volume to select: the user's saved one when it is in the list, else the server's pick, else the first. */
export function pickTextbook(textbooks: TextbookList, savedId?: string | null): IdName | null {
  const { list, userGradeId } = textbooks;
  return list.find((t) => t.id === savedId) ?? list.find((t) => t.id === userGradeId) ?? list[0] ?? null;
}

/** Mirrors the saved stage/subject into the local store (spec §3) and the 360-day preference cookie. */
export function rememberPreference(info: UserInfo): void {
  const { userStageId, userStage, userSubjectId, userSubject } = info;
  const local = useLocal.getState();
  if (local.stageId !== (userStageId ?? undefined) || local.subjectId !== (userSubjectId ?? undefined)) {
    local.patch({ stageId: userStageId ?? undefined, subjectId: userSubjectId ?? undefined });
  }
  savePreferenceCookie({ userStageId, userStage, userSubjectId, userSubject });
}

async function save(client: QueryClient, body: SavePreferenceBody): Promise<UserInfo> {
  const info = await savePreference(body);
  rememberPreference(info);
  client.setQueryData(systemKeys.userinfo, info);
  return info;
}

/**
 * Spec §4, choosing a subject: the first version and its textbook are selected, the whole choice is
 * saved in one `POST /system/userinfo`, then the page soft-refreshes (which re-reads userinfo).
 * Lookups come from the query cache when they were read before, so no URL is requested twice.
 */
export async function applySubject(client: QueryClient, stage: IdName, subject: IdName): Promise<UserInfo> {
  const versions = await client.fetchQuery(versionsQuery(subject.id));
  const version = versions[0] ?? null;
  const textbook = version ? pickTextbook(await client.fetchQuery(textbooksQuery(version.id))) : null;
  const info = await save(client, {
    userStageId: stage.id,
    userStage: stage.name,
    userSubjectId: subject.id,
    userSubject: subject.name,
    userBookVersionId: version?.id ?? null,
    userBookVersion: version?.name ?? null,
    userGradeId: textbook?.id ?? null,
    userGrade: textbook?.name ?? null,
  });
  await softRefresh(client);
  return info;
}

/** Choosing a textbook version selects its saved or first volume and saves both. */
export async function applyVersion(
  client: QueryClient,
  version: IdName,
  savedTextbookId: string | null,
): Promise<UserInfo> {
  const textbook = pickTextbook(await client.fetchQuery(textbooksQuery(version.id)), savedTextbookId);
  return save(client, {
    userBookVersionId: version.id,
    userBookVersion: version.name,
    userGradeId: textbook?.id ?? null,
    userGrade: textbook?.name ?? null,
  });
}

export function applyTextbook(client: QueryClient, textbook: IdName): Promise<UserInfo> {
  return save(client, { userGradeId: textbook.id, userGrade: textbook.name });
}
