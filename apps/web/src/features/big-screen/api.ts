import { BigScreen } from '@zhijuan/contracts';
import { get } from '../../api/http';

// Silent: a hall display is polled for hours; a failure shows in its header, not as a toast every 5 s.
export const fetchBigScreen = (gradeId: string | undefined) =>
  get('/teacher/big-screen', BigScreen, { gradeId }, { silent: true });
