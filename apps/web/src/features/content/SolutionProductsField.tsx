import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTENT_MESSAGES, SOLUTION_PRODUCTS_MAX, SOLUTION_QUANTITY_MAX } from '@portal/domain';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { Link } from 'react-router';

/**
 * A solution's product list in the content editor (/solution/solutionPurchase shows it priced for each viewer):
 * public model numbers with quantities, in the order shown. The server re-checks every model and quantity.
 */
export function SolutionProductsField({ contentId }: { contentId: number | undefined }) {
  return (
    <Form.Item
      label={
        <Space>
          <span>方案产品清单（型号编号与数量，按顺序展示）</span>
          {contentId ? (
            <Link to={`/solution/solutionPurchase?contentId=${contentId}`} target="_blank">
              预览清单
            </Link>
          ) : null}
        </Space>
      }
    >
      <Form.List name="products">
        {(fields, { add, remove }) => (
          <div data-testid="solution-products">
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[f.name, 'skuNo']}
                  rules={[{ required: true, whitespace: true, message: CONTENT_MESSAGES.productModelRequired }]}
                >
                  <Input placeholder="型号编号" style={{ width: 260 }} aria-label="型号编号" />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'quantity']}
                  rules={[{ required: true, message: CONTENT_MESSAGES.productQuantity }]}
                >
                  <InputNumber min={1} max={SOLUTION_QUANTITY_MAX} precision={0} aria-label="数量" />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label="移除型号" onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= SOLUTION_PRODUCTS_MAX}
              onClick={() => add({ skuNo: '', quantity: 1 })}
            >
              添加型号
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
