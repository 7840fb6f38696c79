import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlanListQuery } from '@zhijuan/contracts';
import * as api from './api';

export const planKeys = {
  all: ['lesson-plans'] as const,
  list: (q: PlanListQuery) => [...planKeys.all, 'list', q] as const,
  detail: (id: string) => [...planKeys.all, 'detail', id] as const,
  teams: () => [...planKeys.all, 'teams'] as const,
};

export const plansQuery = (q: PlanListQuery) =>
  queryOptions({
    queryKey: planKeys.list(q),
    queryFn: () => api.fetchPlans(q),
    placeholderData: keepPreviousData,
  });

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.detail(id),
    queryFn: () => api.fetchPlan(id),
    enabled: Boolean(id),
    staleTime: Infinity,
  });

export const teamsQuery = () =>
  queryOptions({ queryKey: planKeys.teams(), queryFn: api.fetchTeams, staleTime: 60_000 });
