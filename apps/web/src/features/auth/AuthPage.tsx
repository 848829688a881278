import { UploadOutlined } from '@ant-design/icons';
import {
  CERT_ENTERPRISE_TYPES,
  CERT_STATUS_LABEL,
  CertStatus,
  EnterpriseType,
  fulfilsMallOrders,
  ENTERPRISE_MESSAGES,
  ENTERPRISE_WORDS,
  licenceFileError,
  PHONE_OR_TEL_RE,
  type EnterpriseCert,
  type EnterpriseForm,
  isPdfUrl,
} from '@portal/domain';
import { Alert, Button, DatePicker, Form, Input, Result, Select, Spin, Steps, Upload, type FormInstance } from 'antd';
import { dayjs, type Dayjs } from '../../components/dates.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { Link, useBlocker, useSearchParams } from 'react-router';
import { useSession } from '../../session/store.ts';
import { RegionCascader } from '../dealer/index.ts';
import { uploadLicence, useEnterpriseDetail, useSaveEnterprise } from './queries.ts';
import './auth.css';

interface FormValues extends Omit<EnterpriseForm, 'provinceCode' | 'cityCode' | 'areaCode' | 'enterpriseType'> {
  enterpriseType: 2 | 3;
  region: string[];
}

/** Leaving with unsaved changes asks first (part 1 §4: 'The system may not save your changes'). */
function useUnsavedGuard(dirty: boolean) {
  const { modal } = useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '离开此页面？',
      content: ENTERPRISE_WORDS.leaveUnsaved,
      okText: '离开',
      cancelText: '取消',
      centered: true,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}

function StatusView({ cert, onEdit }: { cert: EnterpriseCert; onEdit(): void }) {
  const { user } = useSession();
  const firstLevel = cert.enterpriseType === EnterpriseType.first || (!!user && fulfilsMallOrders(user.userType));
  if (cert.auditStatus === CertStatus.approved) {
    return (
      <Result
        status="success"
        title="企业认证已通过"
        subTitle={`${cert.companyName}（${cert.creditCode}）。重新登录后即以企业身份使用平台。`}
        extra={
          // a first-level dealer sells to the others and binds to none (issue 58 §6)
          firstLevel ? (
            <Link to="/home">
              <Button type="primary">返回首页</Button>
            </Link>
          ) : (
            <Link to="/bindFirst">
              <Button type="primary">绑定一级经销商</Button>
            </Link>
          )
        }
      />
    );
  }
  if (cert.auditStatus === CertStatus.pending) {
    return (
      <Result
        status="info"
        title="认证资料审核中"
        subTitle={`${cert.companyName} 的认证资料已提交，业务员审核后即可生效。`}
        extra={<Button onClick={onEdit}>修改资料</Button>}
      />
    );
  }
  return (
    <Result
      status="warning"
      title="认证未通过"
      subTitle={`驳回原因：${cert.rejectReason ?? '—'}`}
      extra={
        <Button type="primary" onClick={onEdit}>
          修改并重新提交
        </Button>
      }
    />
  );
}

/** /auth: enterprise certification (company, credit code, licence ≤ 10 MB, contact, region). */
export default function AuthPage() {
  const { login } = useSession();
  const [params] = useSearchParams();
  const fromRegister = params.get('from') === 'normalRegister';
  const { message } = useApp();
  const detail = useEnterpriseDetail(login);
  const save = useSaveEnterprise();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);

  const cert = detail.data ?? null;
  const showForm = !cert || editing;

  useEffect(() => {
    if (cert && editing) {
      form.setFieldsValue({
        ...cert,
        enterpriseType: cert.enterpriseType as 2 | 3,
        region: [cert.provinceCode, cert.cityCode, cert.areaCode],
      });
    }
  }, [cert, editing, form]);

  if (!login) {
    return (
      <div className="container">
        <Result status="info" title="请先登录" extra={<Link to="/login">去登录</Link>} />
      </div>
    );
  }

  const onFinish = async (v: FormValues) => {
    const [provinceCode = '', cityCode = '', areaCode = ''] = v.region ?? [];
    try {
      await save.mutateAsync({
        ...(cert ? { enterpriseNo: cert.enterpriseNo } : {}),
        companyName: v.companyName,
        creditCode: v.creditCode,
        enterpriseType: v.enterpriseType,
        licenceUrl: v.licenceUrl,
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        provinceCode,
        cityCode,
        areaCode,
        address: v.address,
        licenceValidUntil: v.licenceValidUntil || null,
      });
      setDirty(false);
      setEditing(false);
      void message.success(ENTERPRISE_WORDS.submitted);
    } catch {
      /* shown by the client */
    }
  };

  return (
    <div className="container auth-page">
      {fromRegister ? (
        <Steps
          current={1}
          size="small"
          className="auth-steps"
          items={[{ title: '注册账号' }, { title: '企业认证' }, { title: '绑定一级经销商' }]}
        />
      ) : null}
      <div className="auth-card">
        <h2>
          企业认证
          {cert ? (
            <span className={`auth-status s${cert.auditStatus}`}>{CERT_STATUS_LABEL[cert.auditStatus]}</span>
          ) : null}
        </h2>
        {detail.isLoading ? (
          <Spin />
        ) : !showForm && cert ? (
          <StatusView cert={cert} onEdit={() => setEditing(true)} />
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 20 }}
              title="认证通过后可查看渠道价格、绑定一级经销商在线采购，并获取营销物料与项目支持。"
            />
            <CertForm
              form={form}
              onFinish={onFinish}
              onDirty={() => setDirty(true)}
              saving={save.isPending}
              onCancel={cert ? () => (setEditing(false), setDirty(false)) : null}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** The region cascader as a form control (province / city / area). */
function RegionField({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const [initial] = useState(value);
  return <RegionCascader value={value ?? []} initial={initial} onChange={(codes) => onChange?.(codes.slice(0, 3))} />;
}

/** The licence upload (JPG, PNG or PDF up to 10 MB, checked before it is sent) and what was uploaded. */
function LicenceField({ form, onUploaded }: { form: FormInstance<FormValues>; onUploaded: () => void }) {
  const { message } = useApp();
  const [uploading, setUploading] = useState(false);
  const licenceUrl = Form.useWatch('licenceUrl', form);
  return (
    <div className="auth-licence">
      <Upload
        accept=".jpg,.jpeg,.png,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          const err = licenceFileError(file);
          if (err) {
            void message.error(err);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            const { url } = await uploadLicence(file as File);
            form.setFieldValue('licenceUrl', url);
            onUploaded();
            void form.validateFields(['licenceUrl']);
            onSuccess?.(url);
          } catch (e) {
            onError?.(e as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {licenceUrl ? '重新上传' : '上传营业执照'}
        </Button>
      </Upload>
      {licenceUrl ? (
        isPdfUrl(licenceUrl) ? (
          <a href={licenceUrl} target="_blank" rel="noreferrer">
            查看已上传的营业执照（PDF）
          </a>
        ) : (
          <img src={licenceUrl} alt="营业执照" className="auth-licence-img" />
        )
      ) : null}
    </div>
  );
}

/** The certification form: company, credit code, type, licence, region, address, contact; submit and cancel. */
function CertForm({
  form,
  onFinish,
  onDirty,
  saving,
  onCancel,
}: {
  form: FormInstance<FormValues>;
  onFinish: (v: FormValues) => Promise<void>;
  onDirty: () => void;
  saving: boolean;
  /** Editing a submitted certification: back to its status without saving. */
  onCancel: (() => void) | null;
}) {
  return (
    <Form<FormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      onFinish={onFinish}
      onValuesChange={onDirty}
      initialValues={{ enterpriseType: 2 }}
      className="auth-form"
    >
      <Form.Item
        name="companyName"
        label="企业名称"
        rules={[
          { required: true, whitespace: true, message: ENTERPRISE_MESSAGES.companyRequired },
          { max: 50, message: ENTERPRISE_MESSAGES.companyTooLong },
        ]}
      >
        <Input placeholder="与营业执照一致" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label="统一社会信用代码"
        normalize={(v: string) => v?.toUpperCase()}
        rules={[
          {
            required: true,
            pattern: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
            message: ENTERPRISE_MESSAGES.creditCodeRule,
          },
        ]}
      >
        <Input placeholder="18位统一社会信用代码" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="enterpriseType"
        label="企业类型"
        rules={[{ required: true, message: ENTERPRISE_MESSAGES.typeRequired }]}
      >
        <Select options={CERT_ENTERPRISE_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
      </Form.Item>
      <Form.Item
        name="licenceUrl"
        label="营业执照"
        rules={[{ required: true, message: ENTERPRISE_MESSAGES.licenceRequired }]}
        extra="支持 JPG、PNG 或 PDF，大小不超过10MB"
      >
        <LicenceField form={form} onUploaded={onDirty} />
      </Form.Item>
      <Form.Item
        name="licenceValidUntil"
        label="营业执照有效期至"
        extra="长期有效的营业执照可不填；到期前 30 天会提醒更新证书"
        getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(v) : null })}
        normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
      >
        <DatePicker placeholder="长期有效可不填" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="region"
        label="所在区域"
        rules={[{ required: true, type: 'array', min: 3, message: ENTERPRISE_MESSAGES.areaRequired }]}
      >
        <RegionField />
      </Form.Item>
      <Form.Item
        name="address"
        label="详细地址"
        rules={[{ required: true, whitespace: true, message: ENTERPRISE_MESSAGES.addressRequired }]}
      >
        <Input placeholder="街道、门牌号" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="contactName"
        label="联系人"
        rules={[{ required: true, whitespace: true, message: ENTERPRISE_MESSAGES.contactRequired }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label="联系电话"
        rules={[{ required: true, pattern: PHONE_OR_TEL_RE, message: ENTERPRISE_MESSAGES.telRule }]}
      >
        <Input placeholder="手机号或 0571-88886666" maxLength={20} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          提交认证
        </Button>
        {onCancel ? (
          <Button style={{ marginLeft: 12 }} onClick={onCancel}>
            取消修改
          </Button>
        ) : null}
      </Form.Item>
    </Form>
  );
}
