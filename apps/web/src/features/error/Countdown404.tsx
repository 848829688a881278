import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { countdownStep, NOT_FOUND_COUNTDOWN_S } from './countdown.ts';
import { StatusIllustration } from './StatusIllustration.tsx';
import './error.css';

/** '抱歉，您访问的页面不存在，N秒后跳转至首页' with a countdown from 3 and a home button. */
export function Countdown404() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(NOT_FOUND_COUNTDOWN_S);

  useEffect(() => {
    const id = setInterval(() => {
      setLeft((n) => countdownStep(n).next);
    }, 1000);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (left < 0) navigate('/home', { replace: true });
  }, [left, navigate]);

  return (
    <div className="status-view">
      <StatusIllustration kind="404" />
      <p className="status-text">
        抱歉，您访问的页面不存在，<span className="status-count">{Math.max(left, 0)}</span>秒后跳转至首页
      </p>
      <Button type="primary" size="large" onClick={() => navigate('/home', { replace: true })}>
        返回首页
      </Button>
    </div>
  );
}
