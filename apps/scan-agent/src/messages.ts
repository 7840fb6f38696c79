import { MSG } from '@zhijuan/contracts';

/** What the agent tells the teacher, in the product's words where the spec gives them (§8). */
export const TEXT = {
  chooseScannerAgain: MSG.scanFailed,
  notFound: MSG.notFound,
  forbiddenHost: '扫描代理只接受本机地址（127.0.0.1 或 localhost）的访问',
  forbiddenOrigin: (origin: string) =>
    `网页 ${origin} 无权使用扫描代理，请在扫描代理的 SCAN_AGENT_ORIGINS 中加入智卷的网址`,
  internal: '扫描代理内部错误，请重启扫描代理后再试',
  badJson: '请求内容不是有效的 JSON',
  scanNotFound: '该次扫描不存在或已结束，请重新扫描',
  pageNotFound: '该页不存在，请重新扫描',
  sourceBusy: '扫描仪正在扫描，请等这次扫描结束后再试',
  noPages: '扫描仪没有送出任何页面，请检查纸张是否放好后重试',
  feederEmpty: '进纸器中没有纸张，请放入答题卡后重试',
  paperJam: '扫描仪卡纸，请取出卡住的纸张后重新扫描',
  coverOpen: '扫描仪盖板或进纸器门未关好，请关好后重新扫描',
  scannerBusy: '扫描仪正忙，请稍后再试',
  scannerRefused: (status: number) =>
    `扫描仪拒绝了扫描请求（HTTP ${status}），请在扫描仪上查看是否有错误提示`,
  scannerBadPage: '扫描仪送回的图像无法读取，请重新扫描',
  unreachable: (url: string) =>
    `无法连接扫描仪 ${url}，请确认扫描仪已开机、与这台电脑在同一网络，地址填写正确`,
  timedOut: (url: string) => `扫描仪 ${url} 长时间没有响应，请检查扫描仪后重新扫描`,
  pageTooLarge: (paper: string, maxMm: string) => `扫描仪最大只能扫描 ${maxMm} 毫米，不能按 ${paper} 扫描`,
  tooManyPagesHeld: (max: number) =>
    `扫描代理中已保存 ${max} 页尚未清除的图像，请先在网页上保存并删除之前的扫描（扫描结束一小时后也会自动清除），再继续扫描`,
  saneFailed: (detail: string) => `扫描失败：${detail}`,
} as const;
