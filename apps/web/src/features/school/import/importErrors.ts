import { type ImportErrorBody, ImportErrorBody as ImportErrorSchema } from '@zhijuan/contracts';
import { ApiError } from '../../../api/errors';

/** The refused rows of a failed import (HTTP 422), or null when the failure was something else. */
export function importErrorsOf(error: unknown): ImportErrorBody | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = ImportErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
