/** The one error type services throw; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    message: string,
    /** Extra fields of the error body, such as the row errors of an import. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = '登录已过期，请重新登录') => new AppError(401, message);
export const forbidden = (message = '很抱歉，您暂无该操作权限') => new AppError(403, message);
export const notFound = (message = '很抱歉，资源未找到') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
