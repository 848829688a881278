import type { ThemeConfig } from 'antd';

const BRAND_RED = '#d7000f';

export const theme: ThemeConfig = {
  // antd's rules come from a stylesheet made at build time (scripts/antd-styles.ts), not from its style engine in the
  // browser; only the theme's CSS variables are registered at run time. Unhashed, with one fixed variables class, so
  // the built rules match whatever token variant (reduced motion) the app renders with.
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: 'css-var-portal' },
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
