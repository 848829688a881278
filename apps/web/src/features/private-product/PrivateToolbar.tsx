/** The private tab's buttons: new private product, bulk import (xlsx with template and report), bulk export, bulk delete. */
import { PRIVATE_API, PRIVATE_MESSAGES, PRIVATE_WORDS, type ImportReport } from '@portal/domain';
import { Button, Modal, Space, Table, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { LazyPrivateProductDialog } from './lazy-dialogs.tsx';
import { downloadFile, useCanCreatePrivate, useDeletePrivate, useImportPrivate } from './queries.ts';

export function PrivateToolbar({ selected, onDeleted }: { selected: string[]; onDeleted?: () => void }) {
  const { message, modal } = useApp();
  const can = useCanCreatePrivate();
  const del = useDeletePrivate();
  const imp = useImportPrivate();
  const [dialog, setDialog] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  if (!can.data) return null;

  return (
    <Space wrap>
      <Button type="primary" onClick={() => setDialog(true)}>
        新建自定义产品
      </Button>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        customRequest={({ file }) => {
          imp.mutate(file as File, {
            onSuccess: (r) => setReport(r),
            onError: (e) => message.error(isApiError(e) ? e.message : PRIVATE_MESSAGES.badFile),
          });
        }}
      >
        <Button loading={imp.isPending}>批量导入</Button>
      </Upload>
      <Button
        type="link"
        onClick={() =>
          void downloadFile(PRIVATE_API.template, '自定义产品导入模板.xlsx').catch((e: Error) =>
            message.error(e.message),
          )
        }
      >
        下载模板
      </Button>
      <Button
        onClick={() =>
          void downloadFile(PRIVATE_API.exportXlsx, '自定义产品.xlsx').catch((e: Error) => message.error(e.message))
        }
      >
        批量导出
      </Button>
      <Button
        danger
        onClick={() => {
          if (!selected.length) return void message.warning(PRIVATE_MESSAGES.chooseToDelete);
          modal.confirm({
            title: `确定删除选中的 ${selected.length} 个自定义产品吗？`,
            okText: '删除',
            cancelText: '取消',
            onOk: () =>
              del.mutateAsync(selected).then(() => {
                message.success(PRIVATE_WORDS.deleted);
                onDeleted?.();
              }),
          });
        }}
      >
        批量删除
      </Button>
      <LazyPrivateProductDialog kind={dialog ? 'custom' : null} onClose={() => setDialog(false)} />
      <Modal
        title="导入结果"
        open={!!report}
        onCancel={() => setReport(null)}
        onOk={() => setReport(null)}
        okText="知道了"
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {report ? (
          <>
            <p>
              成功导入 <b data-testid="import-ok">{report.imported}</b> 个产品
              {report.rejected.length ? (
                <>
                  ，<b data-testid="import-bad">{report.rejected.length}</b> 行未导入：
                </>
              ) : null}
            </p>
            {report.rejected.length ? (
              <Table
                size="small"
                rowKey="row"
                pagination={false}
                scroll={{ y: 240 }}
                dataSource={report.rejected}
                columns={[
                  { title: '行号', dataIndex: 'row', width: 80 },
                  { title: '原因', dataIndex: 'reason' },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Modal>
    </Space>
  );
}
