/**
 * A dialog holding one vertical form (the staff pages' "new / edit" dialogs): 确定 submits the form, the save's
 * pending state shows on the button, the form's fields are dropped when the dialog closes.
 */
import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

export function FormDialog<V>(props: {
  title: ReactNode;
  open: boolean;
  saving: boolean;
  form: FormInstance<V>;
  onCancel: () => void;
  onFinish: (values: V) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onCancel}
      onOk={() => props.form.submit()}
      confirmLoading={props.saving}
      destroyOnHidden
    >
      <Form form={props.form} layout="vertical" onFinish={props.onFinish}>
        {props.children}
      </Form>
    </Modal>
  );
}
