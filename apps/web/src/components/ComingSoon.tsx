import { Button, Empty } from 'antd';
import { Link } from 'react-router';

/** The state of an area a later release builds. */
export function ComingSoon({ title, description }: { title?: string; description?: string }) {
  return (
    <div className="panel coming-soon">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <div>
            <div style={{ fontSize: 16, color: '#333', marginBottom: 6 }}>
              {title ? `${title}：` : ''}该功能即将上线
            </div>
            <div style={{ color: '#8a8f99' }}>{description ?? '我们正在加紧建设中，敬请期待'}</div>
          </div>
        }
      >
        <Link to="/home">
          <Button type="primary">返回首页</Button>
        </Link>
      </Empty>
    </div>
  );
}
