import { Button, Result } from 'antd';

/** The root error page's body (antd Result with its illustrations): loaded only when an error is shown. */
export default function ErrorResult({ chunk }: { chunk: boolean }) {
  return (
    <Result
      status="warning"
      title={chunk ? '页面已更新，正在为您重新加载…' : '页面出了点问题'}
      subTitle={chunk ? '如果页面没有自动刷新，请手动刷新重试' : '您可以刷新重试或返回首页'}
      extra={[
        <Button key="reload" onClick={() => window.location.reload()}>
          刷新
        </Button>,
        <Button key="home" type="primary" href="/home">
          返回首页
        </Button>,
      ]}
    />
  );
}
