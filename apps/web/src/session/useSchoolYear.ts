import { useQuery } from '@tanstack/react-query';
import { fetchSchoolYears, systemKeys } from '../api/system';
import { useLocal } from '../stores/local';

/** The chosen school year: the one picked in the top bar before, else the organisation's default. */
export function useSchoolYear(orgId: string | null) {
  const picked = useLocal((s) => s.schoolYearId);
  const query = useQuery({
    queryKey: systemKeys.schoolYears(orgId),
    queryFn: () => fetchSchoolYears(orgId),
    enabled: orgId !== null,
    staleTime: 5 * 60_000,
  });
  const years = query.data ?? [];
  const current = years.find((y) => y.id === picked) ?? years.find((y) => y.isDefault);
  return { years, current, loading: query.isLoading };
}
