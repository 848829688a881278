/** A stamp as Beijing time (the staff pages' one format). */
export const beijingTime = (iso: string): string =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
