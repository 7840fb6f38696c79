import { captchaUrl } from '../../api/auth';

/** The server-drawn captcha image; clicking asks for a new one. */
export function Captcha({ randomStr, onRefresh }: { randomStr: string; onRefresh: () => void }) {
  return (
    <button
      type="button"
      className="zj-captcha"
      onClick={onRefresh}
      aria-label="刷新图形验证码"
      title="看不清？点击换一张"
    >
      <img src={captchaUrl(randomStr)} alt="图形验证码" width={120} height={40} />
    </button>
  );
}
