import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { licenceFileError, PROFILE_MESSAGES, PROFILE_WORDS } from '@portal/domain';
import { Avatar, Button, Form, Input, Tabs, Upload } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/store.ts';
import { modifyAvatar, modifyNickname } from './queries.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';

export function SettingTabs({ active }: { active: 'baseInfo' | 'modPhoneAndPassword' }) {
  const navigate = useNavigate();
  const to = useAccountPath();
  return (
    <Tabs
      activeKey={active}
      onChange={(k) => navigate(to(`/member/accountSetting/${k}`))}
      items={[
        { key: 'baseInfo', label: '基本信息' },
        { key: 'modPhoneAndPassword', label: '修改手机号与密码' },
      ]}
    />
  );
}

/** /member/accountSetting(/baseInfo): nickname and avatar. */
export default function BaseInfoPage() {
  const { user } = useSession();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  return (
    <div className="member-card">
      <SettingTabs active="baseInfo" />
      <Form
        layout="horizontal"
        labelCol={{ flex: '100px' }}
        initialValues={{ nickname: user.nickname ?? '' }}
        style={{ maxWidth: 520 }}
        onFinish={async (v: { nickname: string }) => {
          setBusy(true);
          await modifyNickname(v.nickname.trim()).then(
            () => void message.success(PROFILE_WORDS.saved),
            () => undefined,
          );
          setBusy(false);
        }}
      >
        <Form.Item label="头像">
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <Avatar size={64} src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
            <Upload
              accept=".jpg,.jpeg,.png"
              showUploadList={false}
              beforeUpload={(file) => {
                const err = file.type === 'application/pdf' ? PROFILE_MESSAGES.avatarType : licenceFileError(file);
                if (err) {
                  void message.error(
                    err === '仅支持 JPG、PNG 格式的图片或 PDF 文件' ? PROFILE_MESSAGES.avatarType : err,
                  );
                  return Upload.LIST_IGNORE;
                }
                return true;
              }}
              customRequest={async ({ file, onSuccess, onError }) => {
                try {
                  await modifyAvatar(file as File);
                  void message.success(PROFILE_WORDS.saved);
                  onSuccess?.(null);
                } catch (e) {
                  onError?.(e as Error);
                }
              }}
            >
              <Button icon={<UploadOutlined />}>更换头像</Button>
            </Upload>
          </div>
        </Form.Item>
        <Form.Item
          name="nickname"
          label="昵称"
          rules={[
            { required: true, whitespace: true, message: PROFILE_MESSAGES.nicknameRequired },
            { max: 20, message: PROFILE_MESSAGES.nicknameTooLong },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="手机号">{user.phone}</Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={busy}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
