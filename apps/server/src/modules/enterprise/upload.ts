import { ENTERPRISE_MESSAGES, LICENCE_TYPES, refusal } from '@portal/domain';
import { storeUpload, type FileStore } from '../../files/index.ts';

/** Store a licence file in the file store under uploads/licence with an unguessable name; answers its URL. */
export function storeLicence(store: FileStore, data: Buffer): Promise<string> {
  return storeUpload(store, 'licence', data, LICENCE_TYPES, refusal(ENTERPRISE_MESSAGES, 'uploadType'));
}
