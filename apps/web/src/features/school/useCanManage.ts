import { useUserInfo } from '../../session';

/**
 * School creators and administrators may edit; everyone else sees the same screens read-only
 * (the server enforces this, the UI only hides what would be refused).
 */
export function useCanManage(): boolean {
  const { data: info } = useUserInfo();
  return Boolean(info?.orgDefaultId && (info.isCreator || info.isAdministrator));
}
