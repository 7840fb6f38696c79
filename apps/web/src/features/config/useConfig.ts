import { useQuery } from '@tanstack/react-query';
import type { FeatureFlag, PublicConfig } from '@zhijuan/contracts';
import { fetchConfig, systemKeys } from '../../api/system';

export function useConfigQuery() {
  return useQuery({ queryKey: systemKeys.config, queryFn: fetchConfig, staleTime: Number.POSITIVE_INFINITY });
}

/** The public configuration; the app root waits for it, so it is always there below the root. */
export function useConfig(): PublicConfig {
  const { data } = useConfigQuery();
  if (!data) throw new Error('useConfig() used before the configuration loaded');
  return data;
}

export function isOn(config: PublicConfig, flag: FeatureFlag): boolean {
  return config.features[flag] === true;
}
