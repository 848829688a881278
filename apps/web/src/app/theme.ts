import type { ThemeConfig } from 'antd';

export const BRAND_RED = '#d7000f';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    colorInfo: '#1f5fbf',
    borderRadius: 4,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
    colorBgLayout: '#f5f6f8',
  },
  components: {
    Menu: { itemSelectedColor: BRAND_RED, itemSelectedBg: '#fff1f0' },
  },
};
