/** Validation and error wording shared by the web forms and the server (spec §5, §8). */
export const MSG = {
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入图形验证码',
  nicknameRequired: '请输入昵称',
  smsCodeRequired: '请输入短信验证码',
  phoneInvalid: '请输入正确的手机号码',
  passwordsDiffer: '两次输入的密码不一致',
  passwordTooShort: '密码长度为 8 到 64 位，且需同时包含字母和数字',
  notFound: '很抱歉，资源未找到',
  forbidden: '很抱歉，您暂无该操作权限',
  internal: '系统内部异常，请联系网站管理员',
  refreshInvalid: 'refresh token无效',
  downloadFailed: '下载失败',
  addBasketOk: '添加成功',
  scanNeedsYear: '请选择学年后再进行扫描',
  scanFailed: '请重新选择扫描仪',
  badCredentials: '用户名或密码错误',
  captchaWrong: '图形验证码错误或已过期，请重新输入',
  tooManyAttempts: '登录失败次数过多，请 15 分钟后再试',
  loginRequired: '请先登录',
} as const;

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** 8–64 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
