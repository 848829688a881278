/** The software tab's bar: add one product of every software category the list lacks. */
import { LINE_MESSAGES, LINE_WORDS } from '@portal/domain';
import { Button, Space } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { useFillSoftware } from '../queries.ts';

export function SoftwareFillBar() {
  const { message } = useApp();
  const fillSoftware = useFillSoftware();
  return (
    <div className="do-private-bar">
      <Space>
        <Button
          type="primary"
          ghost
          loading={fillSoftware.isPending}
          onClick={() =>
            void fillSoftware
              .mutateAsync()
              .then(({ added }) =>
                added.length
                  ? message.success(LINE_MESSAGES.softwareAdded(added))
                  : message.info(LINE_WORDS.softwareComplete),
              )
          }
        >
          一键添加软件服务
        </Button>
        <span className="do-muted">
          为清单中尚未包含的每个软件类别各添加一项；同一类别只能选择一个产品，免费产品限 1 个。
        </span>
      </Space>
    </div>
  );
}
