/**
 * antd's toast, notification and dialog holders (what antd's `App` renders): loaded the first time a page shows one
 * (FeedbackProvider.tsx), not with the start.
 */
import useMessage from 'antd/es/message/useMessage';
import type { ConfigOptions } from 'antd/es/message/interface';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import type { FeedbackApis } from './deferred.ts';

export function Holders({ onReady, message }: { onReady: (apis: FeedbackApis) => void; message?: ConfigOptions }) {
  const [messageApi, messageHolder] = useMessage(message);
  const [notificationApi, notificationHolder] = useNotification();
  const [modalApi, modalHolder] = useModal();
  // Effects run after the holders' refs are set: a call made from here reaches a mounted holder.
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [messageApi, notificationApi, modalApi, onReady],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
