/** The post-login chain's dialog (HomePrompts): a tip, or the protocols to agree to; loaded when one is shown. */
import type { ProtocolAction } from '@portal/domain';
import { Button } from 'antd';
import Modal from 'antd/es/modal/Modal';
import type { ReactNode } from 'react';
import type { Dialog } from './prompt-dialog.ts';

export default function PromptDialog({ dialog, onDone }: { dialog: Dialog; onDone: () => void }) {
  const close = <T,>(resolve: (v: T) => void, v: T) => {
    onDone();
    resolve(v);
  };

  let footer: ReactNode = null;
  if (dialog.kind === 'tip') {
    footer = [
      dialog.cancelText ? (
        <Button key="cancel" onClick={() => close(dialog.resolve, false)}>
          {dialog.cancelText}
        </Button>
      ) : null,
      <Button key="ok" type="primary" onClick={() => close(dialog.resolve, true)}>
        {dialog.okText}
      </Button>,
    ];
  } else {
    footer = [
      <Button key="1" onClick={() => close(dialog.resolve, 1 as ProtocolAction)}>
        不同意
      </Button>,
      <Button key="2" onClick={() => close(dialog.resolve, 2 as ProtocolAction)}>
        稍后再说
      </Button>,
      <Button key="3" type="primary" onClick={() => close(dialog.resolve, 3 as ProtocolAction)}>
        同意并继续
      </Button>,
    ];
  }

  return (
    <Modal
      open
      title={dialog.title}
      width={500}
      centered
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={footer}
      className={`prompt-dialog prompt-${dialog.name}`}
      data-prompt={dialog.name}
    >
      {dialog.kind === 'tip' ? <p className="prompt-text">{dialog.content}</p> : null}
      {dialog.kind === 'protocols' ? (
        <div className="prompt-text">
          <p>为了更好地保障您的权益，请阅读并确认以下协议：</p>
          <ul>
            {dialog.list.map((p) => (
              <li key={p.id}>
                <a href={p.protocolUrl} target="_blank" rel="noreferrer">
                  《{p.protocolName}》
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}
