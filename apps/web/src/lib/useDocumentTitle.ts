import { useEffect } from 'react';

export const APP_NAME = '智卷';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
}
