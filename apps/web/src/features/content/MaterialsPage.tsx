import { DownloadOutlined } from '@ant-design/icons';
import { FILE_TYPE_LABEL, MATERIAL_MESSAGES, MATERIAL_ROUTES, mayCall, type MaterialFile } from '@portal/domain';
import { Alert, Button, Empty, Table, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/store.ts';
import { materialDownloadUrl, materialPage, materialTree, materialZipUrl } from './queries.ts';

const size = (b: number) =>
  b > 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(b / 1024))} KB`;

/** /information/materials: marketing materials, only for certified enterprises (authStatus 1); others see why. */
export default function MaterialsPage() {
  const { user } = useSession();
  const certified = mayCall(MATERIAL_ROUTES.tree, user);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const tree = useQuery({ queryKey: ['material', 'tree'], queryFn: materialTree, enabled: certified });
  const files = useQuery({
    queryKey: ['material', 'page', categoryId, page],
    queryFn: () => materialPage({ page, size: 10, ...(categoryId ? { categoryId } : {}) }),
    enabled: certified,
  });
  if (!certified)
    return (
      <div className="content-section">
        <Alert
          type="info"
          showIcon
          message={MATERIAL_MESSAGES.certifiedOnly}
          action={user ? <Link to="/auth">去认证</Link> : <Link to="/login">去登录</Link>}
        />
      </div>
    );
  const toNodes = (nodes: NonNullable<typeof tree.data>): { key: number; title: string; children: unknown[] }[] =>
    nodes.map((n) => ({ key: n.id, title: n.name, children: toNodes(n.children) }));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: 16 }}>
      <div className="content-section">
        <h3 className="section-head">物料分类</h3>
        <Tree
          defaultExpandAll
          treeData={toNodes(tree.data ?? []) as never}
          onSelect={(keys) => {
            setPage(1);
            setCategoryId(keys[0] === undefined ? undefined : Number(keys[0]));
          }}
        />
      </div>
      <div className="content-section">
        <div style={{ marginBottom: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={selected.length === 0}
            href={selected.length ? materialZipUrl(selected) : undefined}
            data-testid="zip-download"
          >
            批量下载（{selected.length}）
          </Button>
          <span style={{ color: '#8f959e' }}>多个文件打包为“下载文件.zip”</span>
        </div>
        {files.data?.list.length ? (
          <Table<MaterialFile>
            rowKey="fileId"
            size="middle"
            dataSource={files.data.list}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            pagination={{ current: page, total: files.data.total, pageSize: 10, onChange: setPage }}
            columns={[
              { title: '文件名', dataIndex: 'name' },
              { title: '类型', dataIndex: 'fileType', render: (t: MaterialFile['fileType']) => FILE_TYPE_LABEL[t] },
              { title: '大小', dataIndex: 'sizeBytes', render: size },
              { title: '下载次数', dataIndex: 'downloadCount' },
              {
                title: '操作',
                render: (_, f) => (
                  <a href={materialDownloadUrl(f.fileId)} download>
                    下载
                  </a>
                ),
              },
            ]}
          />
        ) : (
          <Empty description="暂无物料" />
        )}
      </div>
    </div>
  );
}
