import {
  BlockKey,
  KeyChange,
  KeyPanelState,
  MarkedSheet,
  MarkerCandidate,
  MarkHistoryPage,
  MarkingOverview,
  MarkingTask,
  NextTaskResult,
  ProblemTask,
  type SetMarkersBody,
  type SubmitMarkBody,
  SubmitMarkResult,
  type UpdateKeyBody,
  type UpdateMarkingSettingsBody,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { get, send } from '../../api/http';

const exam = (assignmentId: string) => `/teacher/marking/${encodeURIComponent(assignmentId)}`;
/** A 题块 in the path: "23/24" travels as 23%2F24. */
const blockOf = (assignmentId: string, block: string) =>
  `${exam(assignmentId)}/block/${encodeURIComponent(block)}`;
const task = (id: string) => `/teacher/marking/task/${encodeURIComponent(id)}`;

/** 1: first (or second, with 双评) marking; 3: arbitration of a 双评 difference. */
export type MarkingRound = 1 | 3;

export const fetchOverview = (assignmentId: string) => get(exam(assignmentId), MarkingOverview);
export const updateSettings = (assignmentId: string, body: UpdateMarkingSettingsBody) =>
  send('put', `${exam(assignmentId)}/settings`, MarkingOverview, body);

/** The next answer to mark; `holding` are the tasks the page already has (on screen, prefetched, saving). */
export const nextTask = (assignmentId: string, block: string, holding: string[], round: MarkingRound) =>
  send('post', `${blockOf(assignmentId, block)}/next`, NextTaskResult, { holding, round }).then(
    (a) => a.data,
  );
export const fetchTask = (id: string) => get(task(id), MarkingTask);
/** Saving a mark: a 409 (stale version, lost lease) is the caller's to explain, so it is not toasted here. */
export const submitMark = (id: string, body: SubmitMarkBody) =>
  send('put', task(id), SubmitMarkResult, body, { silent: true }).then((a) => a.data);
export const fetchHistory = (assignmentId: string, block: string, page: number, size: number) =>
  get(`${blockOf(assignmentId, block)}/history`, MarkHistoryPage, { page, size });

/** The block's questions with 参考答案, 解析 and 评分标准, and whether the marker shows them. */
export const fetchBlockKey = (assignmentId: string, block: string) =>
  get(`${blockOf(assignmentId, block)}/key`, BlockKey);
/** Remembers (for this user) whether 参考答案 is shown beside the answer. */
export const saveKeyPanel = (open: boolean) =>
  send('put', '/teacher/marking/key-panel', KeyPanelState, { open }, { silent: true });

export const fetchProblems = (assignmentId: string) =>
  get(`${exam(assignmentId)}/problems`, z.array(ProblemTask));
export const fetchMarkerCandidates = (assignmentId: string) =>
  get(`${exam(assignmentId)}/markers`, z.array(MarkerCandidate));
export const setMarkers = (assignmentId: string, block: string, body: SetMarkersBody) =>
  send('put', `${blockOf(assignmentId, block)}/markers`, MarkingOverview, body);

export const updateKey = (assignmentId: string, body: UpdateKeyBody) =>
  send('put', `${exam(assignmentId)}/key`, KeyChange, body);
export const fetchKeyChanges = (assignmentId: string) =>
  get(`${exam(assignmentId)}/key-changes`, z.array(KeyChange));
export const finishMarking = (assignmentId: string) =>
  send('post', `${exam(assignmentId)}/finish`, MarkingOverview, {});

export const fetchMarkedSheet = (assignmentId: string, studentId: string) =>
  get(
    `/teacher/assignment/${encodeURIComponent(assignmentId)}/student/${encodeURIComponent(studentId)}/marked`,
    MarkedSheet,
  );
