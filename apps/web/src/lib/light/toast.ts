/**
 * Toasts for the pages drawn before antd loads (the sign-in page), in plain DOM: an error notice at
 * the top with a close button (spec §8: closable, 5000 ms), a success message at the top centre (3000 ms
 * by default). Notices with the same key replace each other. Styles: styles/light.css.
 */
import { EVEN_ODD, ICON_PATHS, type IconName } from './icons';

const SVG_NS = 'http://www.w3.org/2000/svg';

function icon(name: IconName, className: string): HTMLElement {
  const [viewBox, paths] = ICON_PATHS[name];
  const span = document.createElement('span');
  span.className = `zj-icon ${className}`;
  span.setAttribute('aria-hidden', 'true');
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('width', '1em');
  svg.setAttribute('height', '1em');
  svg.setAttribute('fill', 'currentColor');
  if (EVEN_ODD.has(name)) svg.setAttribute('fill-rule', 'evenodd');
  for (const d of paths) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  span.append(svg);
  return span;
}

function holder(className: string): HTMLElement {
  let box = document.querySelector<HTMLElement>(`body > .${className}`);
  if (!box) {
    box = document.createElement('div');
    box.className = className;
    document.body.append(box);
  }
  return box;
}

const shown = new Map<string, { node: HTMLElement; timer: ReturnType<typeof setTimeout> }>();

function show(key: string, node: HTMLElement, box: HTMLElement, seconds: number): void {
  const close = () => {
    const entry = shown.get(key);
    if (entry?.node !== node) return;
    clearTimeout(entry.timer);
    shown.delete(key);
    node.remove();
  };
  const before = shown.get(key);
  if (before) {
    clearTimeout(before.timer);
    before.node.replaceWith(node);
  } else box.append(node);
  shown.set(key, { node, timer: setTimeout(close, seconds * 1000) });
  node.querySelector('button')?.addEventListener('click', close);
}

export function lightToastError(text: string, seconds: number): void {
  const notice = document.createElement('div');
  notice.className = 'zj-toast-notice';
  notice.setAttribute('role', 'alert');
  const title = document.createElement('div');
  title.className = 'zj-toast-title';
  title.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'zj-toast-close';
  close.setAttribute('aria-label', '关闭');
  close.append(icon('CloseOutlined', ''));
  notice.append(icon('CloseCircleFilled', 'zj-toast-error-icon'), title, close);
  show(`error:${text}`, notice, holder('zj-toast-notices'), seconds);
}

export function lightToastSuccess(text: string, seconds: number, key?: string): void {
  const message = document.createElement('div');
  message.className = 'zj-toast-message';
  message.setAttribute('role', 'status');
  const content = document.createElement('span');
  content.textContent = text;
  message.append(icon('CheckCircleFilled', 'zj-toast-success-icon'), content);
  show(`success:${key ?? text}`, message, holder('zj-toast-messages'), seconds);
}
