import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PaperDocument, PaperSettings, type QuestionDetail } from '@zhijuan/contracts';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../api/toast';
import { basketKeys, basketSections, useBasket } from '../../basket';
import { useQuestionDetails } from '../../questions';
import { createPaper, updatePaper } from '../api';
import { paperDefaultsQuery, paperKeys, paperQuery } from '../queries';
import {
  allQuestionIds,
  bareTitle,
  type EditAction,
  type EditorState,
  editReducer,
  type PaperDoc,
  roundScore,
  rubricProblem,
  startEditing,
} from './document';
import { mergeBasketDraft, type PaperDraft, readDraft, removeDraft, writeDraft } from './drafts';

/** A saved paper is saved again this long after the last edit. */
export const AUTOSAVE_MS = 3000;

type Action = EditAction | { type: 'load'; doc: PaperDoc };

function reducer(state: EditorState | null, action: Action): EditorState | null {
  if (action.type === 'load') return startEditing(action.doc);
  return state ? editReducer(state, action) : state;
}

function fromServer(paper: PaperDocument): PaperDoc {
  return {
    title: paper.title,
    sections: paper.sections.map((s) => ({ ...s, title: bareTitle(s.title) || s.title })),
    settings: paper.settings,
  };
}

/** Why a document cannot be saved as it is, or null. */
export function saveProblem(doc: PaperDoc): string | null {
  if (!doc.title.trim()) return '请输入试卷标题';
  if (doc.title.trim().length > 60) return '试卷标题最多 60 个字';
  const blank = doc.sections.findIndex((s) => !s.title.trim());
  if (blank >= 0) return `第 ${blank + 1} 个大题还没有标题`;
  if (doc.sections.some((s) => s.title.trim().length > 40)) return '大题标题最多 40 个字';
  if (!doc.sections.some((s) => s.questions.length)) return '试卷中还没有试题';
  let n = 0;
  for (const s of doc.sections)
    for (const q of s.questions) {
      n += 1;
      const why = rubricProblem(q, n);
      if (why) return why;
    }
  return null;
}

/** A question deleted from the bank since it was picked: the server refuses a paper holding it. */
function goneProblem(doc: PaperDoc, missing: Set<string>): string | null {
  const ids = allQuestionIds(doc);
  const at = ids.findIndex((id) => missing.has(id));
  return at >= 0 ? `第 ${at + 1} 题已从题库删除，请先删除它` : null;
}

function toBody(doc: PaperDoc) {
  return {
    title: doc.title.trim(),
    sections: doc.sections.map((s) => ({ ...s, title: s.title.trim() })),
    settings: doc.settings,
  };
}

export interface EditorSource {
  /** A basket's paper id (`type=2`) or a saved paper's id. */
  paperId: string;
  basket: boolean;
}

/**
 * Loads a basket or a saved paper into an editable document and keeps it safe: every change is kept
 * in localStorage until it is on the server, a saved paper is saved again a few seconds after each
 * edit, and a save refused because the paper changed elsewhere (409) stops autosave and says so.
 */
export function usePaperEditor({ paperId, basket }: EditorSource) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const basketQuery = useBasket();
  const paper = useQuery({ ...paperQuery(paperId), enabled: !basket });
  // A new paper starts from the teacher's 试题设置 (built-in defaults if they cannot be read).
  const defaults = useQuery({ ...paperDefaultsQuery(), enabled: basket });
  const startSettings = defaults.data ?? (defaults.isError ? PaperSettings.parse({}) : null);

  const basketInfo = basket && !basketQuery.isPlaceholderData ? basketQuery.data : undefined;
  const basketPaper = basketInfo?.paperInfo.find((p) => p.id === paperId) ?? null;
  const fromBasket = useMemo(
    () => (basketInfo ? basketSections(basketInfo, paperId) : null),
    [basketInfo, paperId],
  );

  const [state, dispatch] = useReducer(reducer, null);
  /** The document as last saved or loaded (never saved: as the basket gave it). */
  const [savedDoc, setSavedDoc] = useState<PaperDoc | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [staleDraft, setStaleDraft] = useState<PaperDraft | null>(null);

  const baseIds = useMemo(
    () =>
      basket
        ? (fromBasket?.flatMap((s) => s.questionIds) ?? [])
        : paper.data
          ? allQuestionIds(paper.data)
          : [],
    [basket, fromBasket, paper.data],
  );
  const docIds = useMemo(() => (state ? allQuestionIds(state.doc) : baseIds), [state, baseIds]);
  const details = useQuestionDetails(docIds);

  // The first load: the server's document, or the unsaved draft of it kept on this computer.
  useEffect(() => {
    if (state || !details.ready) return;
    const draft = readDraft(paperId);
    if (basket) {
      if (!fromBasket || !basketPaper || !startSettings) return;
      const scoreOf = (id: string) => roundScore(details.byId.get(id)?.score ?? 0);
      const base: PaperDoc = {
        title: `${basketPaper.stageName}${basketPaper.subjectName}${basketPaper.testPaperTextbook ? ` ${basketPaper.testPaperTextbook}` : ''}练习`,
        settings: startSettings,
        sections: fromBasket.map((s) => ({
          id: crypto.randomUUID(),
          title: s.title,
          typeId: s.typeId,
          questions: s.questionIds.map((questionId) => ({ questionId, score: scoreOf(questionId) })),
        })),
      };
      setSavedDoc(base);
      dispatch({
        type: 'load',
        doc: draft?.basketIds ? mergeBasketDraft(draft.doc, draft.basketIds, base.sections, scoreOf) : base,
      });
      return;
    }
    if (!paper.data) return;
    const server = fromServer(paper.data);
    setSavedDoc(server);
    setVersion(paper.data.version);
    setSavedAt(paper.data.updatedAt);
    if (draft && draft.version === paper.data.version) dispatch({ type: 'load', doc: draft.doc });
    else {
      if (draft) setStaleDraft(draft);
      dispatch({ type: 'load', doc: server });
    }
  }, [state, details, basket, fromBasket, basketPaper, paper.data, paperId, startSettings]);

  const dirty = state !== null && state.doc !== savedDoc;

  // Unsaved work lives in localStorage until the server has it.
  useEffect(() => {
    if (!state) return;
    if (!dirty) {
      if (!staleDraft) removeDraft(paperId);
      return;
    }
    writeDraft(paperId, {
      doc: state.doc,
      version,
      ...(basket ? { basketIds: baseIds } : {}),
      savedAt: Date.now(),
    });
  }, [state, dirty, paperId, version, basket, baseIds, staleDraft]);

  const save = useMutation({
    mutationFn: async (doc: PaperDoc) => {
      if (version === null) {
        const created = await createPaper({ ...toBody(doc), fromBasketId: paperId });
        return { created: true, paper: created.data };
      }
      const updated = await updatePaper(paperId, { version, ...toBody(doc) });
      return { created: false, paper: updated.data };
    },
    onSuccess: ({ created, paper: saved }, doc) => {
      client.setQueryData(paperKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: paperKeys.lists() });
      if (created) {
        removeDraft(paperId);
        void client.invalidateQueries({ queryKey: basketKeys.all });
        toastSuccess('试卷已保存到我的试卷');
        navigate(`/edit?paperId=${saved.id}`, { replace: true });
        return;
      }
      setVersion(saved.version);
      setSavedAt(saved.updatedAt);
      setSavedDoc(doc);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (version !== null) toastError(error.message);
    },
  });

  const { mutate, isPending } = save;
  const problem = state ? (saveProblem(state.doc) ?? goneProblem(state.doc, details.missing)) : null;
  const saveNow = useCallback(() => {
    // One save at a time: a second PUT with the same version would be refused as a conflict.
    if (!state || isPending) return;
    const why = saveProblem(state.doc) ?? goneProblem(state.doc, details.missing);
    if (why) {
      toastError(why);
      return;
    }
    mutate(state.doc);
  }, [state, mutate, isPending, details.missing]);

  // A saved paper saves itself a few seconds after the last edit.
  const autosave = version !== null && dirty && !conflict && !save.isPending && problem === null;
  const doc = state?.doc;
  useEffect(() => {
    if (!autosave || !doc) return;
    const timer = setTimeout(() => mutate(doc), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [autosave, doc, mutate]);

  /** After a 409: drop the local edits and load the paper as it is on the server. */
  const reload = useCallback(async () => {
    const fresh = await client.fetchQuery({ ...paperQuery(paperId), staleTime: 0 });
    removeDraft(paperId);
    const server = fromServer(fresh);
    setSavedDoc(server);
    setVersion(fresh.version);
    setSavedAt(fresh.updatedAt);
    setConflict(false);
    setStaleDraft(null);
    dispatch({ type: 'load', doc: server });
  }, [client, paperId]);

  const restoreDraft = useCallback(() => {
    if (!staleDraft) return;
    setStaleDraft(null);
    dispatch({ type: 'load', doc: staleDraft.doc });
  }, [staleDraft]);
  const discardDraft = useCallback(() => {
    setStaleDraft(null);
    removeDraft(paperId);
  }, [paperId]);

  const missing = basket
    ? basketQuery.isSuccess && !basketQuery.isPlaceholderData && !basketPaper
    : paper.isError;
  const subject = basket
    ? basketPaper
      ? { subjectId: basketPaper.subjectId, name: `${basketPaper.stageName}${basketPaper.subjectName}` }
      : null
    : paper.data
      ? { subjectId: paper.data.subjectId, name: '' }
      : null;

  return {
    state,
    dispatch: dispatch as (action: EditAction) => void,
    questions: details.byId as Map<string, QuestionDetail>,
    /** Questions of the paper the bank no longer has; the paper cannot be saved with them. */
    missingQuestions: details.missing,
    loading: !state && !missing,
    missing,
    subject,
    isBasket: basket,
    paperId,
    version,
    savedAt,
    dirty,
    conflict,
    saving: save.isPending,
    problem,
    save: saveNow,
    reload,
    staleDraft,
    restoreDraft,
    discardDraft,
  };
}

export type PaperEditor = ReturnType<typeof usePaperEditor>;
