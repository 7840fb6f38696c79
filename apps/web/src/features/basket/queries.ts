import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasketInfo } from '@zhijuan/contracts';
import { useMemo } from 'react';
import { toastSuccess } from '../../api/toast';
import { useLocal } from '../../stores/local';
import { useSession } from '../../stores/session';
import * as api from './api';
import { readStoredBasket } from './basketState';

export const basketKeys = { all: ['basket'] as const };

/** Spec §9: the 添加成功 notice stays 3000 ms. */
export const ADDED_NOTICE_SECONDS = 3;

/** Spec §3/§4: every fresh basket state replaces the stored basket ids and info. */
function storeBasket(info: BasketInfo): void {
  useLocal.getState().patch({ basketIds: info.questionIds, basketInfo: { ...info } });
}

/** Puts a basket the server answered into the cache and the local store. */
export function applyBasket(client: QueryClient, info: BasketInfo): void {
  storeBasket(info);
  client.setQueryData(basketKeys.all, info);
}

export const basketQuery = () =>
  queryOptions({
    queryKey: basketKeys.all,
    queryFn: async () => {
      const info = await api.fetchBasket();
      storeBasket(info);
      return info;
    },
    // Until the server answers, the stored basket keeps the badge from blinking to zero.
    placeholderData: () => readStoredBasket(useLocal.getState().basketInfo),
  });

/** The teacher's baskets (one per subject); not fetched while signed out. */
export function useBasket() {
  const loggedIn = useSession((s) => s.loggedIn);
  return useQuery({ ...basketQuery(), enabled: loggedIn });
}

/** Ids of every question in any basket, for the cards' 加入/移出 buttons. */
export function useBasketIds(): Set<string> | null {
  const { data } = useBasket();
  return useMemo(() => (data ? new Set(data.questionIds) : null), [data]);
}

/** Adding, removing and clearing; each leaves the basket the server answered (spec §4). */
export function useBasketActions() {
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (questionIds: string[]) => api.addToBasket(questionIds),
    onSuccess: ({ data }) => {
      applyBasket(client, data);
      // One notice for a run of additions rather than a stack of them.
      toastSuccess('添加成功', ADDED_NOTICE_SECONDS, 'basket-added');
    },
  });
  // Deleting replaces the stored basket only when the server answers with one (spec §4).
  const removeQuestion = useMutation({
    mutationFn: (questionId: string) => api.removeQuestion(questionId),
    onSuccess: ({ data, message }) => {
      if (data) applyBasket(client, data);
      toastSuccess(message || '已移出试题篮');
    },
  });
  const removeType = useMutation({
    mutationFn: ({ typeId, paperId }: { typeId: string; paperId: string }) => api.removeType(typeId, paperId),
    onSuccess: ({ data }) => {
      if (data) applyBasket(client, data);
    },
  });
  const clear = useMutation({
    mutationFn: (paperId: string) => api.clearBasket(paperId),
    onSuccess: ({ data, message }) => {
      toastSuccess(message || '已清空试题篮');
      if (data) applyBasket(client, data);
      else void client.invalidateQueries({ queryKey: basketKeys.all });
    },
  });
  return { add, removeQuestion, removeType, clear };
}
