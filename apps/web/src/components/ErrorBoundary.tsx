import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

/** Last line of defence: a render failure shows a plain message with a link home. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染失败', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <div style={{ padding: '120px 0', textAlign: 'center', color: '#666' }}>
          <p style={{ fontSize: 16 }}>页面加载失败，请稍后再试。</p>
          <a href="/home" style={{ color: '#d7000f' }}>
            返回首页
          </a>
        </div>
      )
    );
  }
}
