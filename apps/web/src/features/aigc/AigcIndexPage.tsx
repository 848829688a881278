import {
  AIGC_API,
  AIGC_ROUTES as E,
  AIGC_LENGTHS,
  AIGC_MESSAGES,
  AIGC_WORDS,
  AIGC_NOTE_MAX,
  AIGC_PROVIDER_TEXT,
  AIGC_SCENES,
  AIGC_SKUS_MAX,
  AIGC_STYLES,
  formatFen,
  type AigcLength,
  type AigcScene,
  type AigcShot,
  type AigcStyle,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Select, Space, Steps, Typography } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { StoryboardDialog } from './StoryboardDialog.tsx';
import { readStream } from './stream.ts';

const NO_SHOTS: AigcShot[] = [];

interface FormValues {
  skuNos: string[];
  scene: AigcScene;
  style: AigcStyle;
  lengthSeconds: AigcLength;
  showPrice: boolean;
  note: string;
}

/** /aigc/index: the form (models, scene, style, length), the script written as it streams, save, make a video. */
export default function AigcIndexPage() {
  const { message } = useApp();
  const navigate = useNavigate();
  const script = useScriptWriter();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [scriptId, setScriptId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [lengthSeconds, setLengthSeconds] = useState<number | null>(null);

  const storyboard = useStoryboard(scriptId, title);

  const write = (id: number, mode: 'auto' | 'local') => {
    setScriptId(null);
    return script.write(id, mode);
  };

  const generate = async (v: FormValues) => {
    const { sessionId: id } = await api.call(E.session, { body: v });
    setSessionId(id);
    setLengthSeconds(v.lengthSeconds);
    setTitle(`${v.scene} · ${v.style}`);
    await write(id, 'auto');
  };

  const save = async () => {
    const s = await api.call(E.scriptSave, {
      body: {
        ...(scriptId ? { id: scriptId } : {}),
        ...(sessionId ? { sessionId } : {}),
        title: title || 'AI 脚本',
        content: script.text,
      },
    });
    setScriptId(s.id);
    message.success(AIGC_WORDS.saved);
  };

  const feedback = async (rating: 1 | 2) => {
    if (!sessionId) return;
    await api.call(E.feedback, { body: { sessionId, rating, text: '' } });
    message.success('感谢反馈');
  };

  return (
    <div className="container" style={{ padding: '16px 0 32px' }}>
      <Typography.Title level={3}>AI 脚本创作</Typography.Title>
      <AigcGuide />
      <Row gutter={16}>
        <Col span={10}>
          <AigcConfigForm writing={script.writing} onGenerate={generate} onStop={script.stop} />
        </Col>
        <Col span={14}>
          <Card
            title="脚本"
            extra={
              <Typography.Text type="secondary">
                {script.provider ? AIGC_PROVIDER_TEXT[script.provider as 'local'] : AIGC_PROVIDER_TEXT.local}
              </Typography.Text>
            }
          >
            {script.failure && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={script.failure.msg}
                action={
                  sessionId && (
                    <Button size="small" onClick={() => void write(sessionId, 'local')}>
                      改用内置规则写作
                    </Button>
                  )
                }
              />
            )}
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="标题"
              style={{ marginBottom: 8 }}
              maxLength={40}
            />
            <Input.TextArea
              data-testid="aigc-script"
              value={script.text}
              onChange={(e) => script.setText(e.target.value)}
              autoSize={{ minRows: 12, maxRows: 24 }}
              placeholder="生成的脚本会逐字出现在这里，可直接修改"
            />
            <Space style={{ marginTop: 12 }} wrap>
              <Button disabled={!script.text || script.writing} onClick={() => void save()} data-testid="aigc-save">
                保存到脚本库
              </Button>
              <Button
                type="primary"
                disabled={!scriptId || script.writing}
                loading={storyboard.board?.loading}
                onClick={() => void storyboard.open()}
                data-testid="aigc-make-video"
              >
                生成视频
              </Button>
              <Button disabled={!sessionId || script.writing} onClick={() => void feedback(1)}>
                有用
              </Button>
              <Button disabled={!sessionId || script.writing} onClick={() => void feedback(2)}>
                没用
              </Button>
              <Button type="link" onClick={() => navigate('/aigc/library')}>
                我的作品库
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
      <StoryboardDialog
        open={!!storyboard.board}
        title="编辑分镜"
        shots={storyboard.board?.shots ?? NO_SHOTS}
        loading={storyboard.board?.loading ?? false}
        targetSeconds={lengthSeconds}
        okText="生成视频"
        onSubmit={storyboard.makeVideo}
        onCancel={storyboard.close}
      />
    </div>
  );
}

/** The saved script's storyboard, edited in a dialog before its video is queued (then the library opens). */
function useStoryboard(scriptId: number | null, title: string) {
  const { message } = useApp();
  const navigate = useNavigate();
  /** The storyboard being edited before the video is generated (null: the editor is closed). */
  const [board, setBoard] = useState<{ shots: AigcShot[]; loading: boolean } | null>(null);

  /** Streams the saved script's storyboard into the editor; the dealer edits it, then the video is queued. */
  const open = async () => {
    if (!scriptId) return;
    const shots: AigcShot[] = [];
    setBoard({ shots, loading: true });
    try {
      await readStream(
        AIGC_API.streamVideoScript,
        { scriptId },
        (e) => e.event === 'shot' && shots.push(e.data),
        new AbortController().signal,
      );
      setBoard({ shots: [...shots], loading: false });
    } catch (err) {
      setBoard(null);
      message.error((err as Error).message);
    }
  };

  const makeVideo = async (shots: AigcShot[]) => {
    if (!scriptId) return;
    await api.call(E.videoGenerate, { body: { scriptId, title: title || 'AI 视频', shots } });
    setBoard(null);
    message.success(AIGC_WORDS.queued);
    navigate('/aigc/library');
  };

  const close = () => setBoard(null);
  return { board, open, makeVideo, close };
}

/** The script as the server streams it (editable), which writer wrote it, a writer's failure, and a way to stop. */
function useScriptWriter() {
  const { message } = useApp();
  const [text, setText] = useState('');
  const [writing, setWriting] = useState(false);
  const [provider, setProvider] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ reason: string; msg: string } | null>(null);
  const stopper = useRef<AbortController | null>(null);

  const write = async (sessionId: number, mode: 'auto' | 'local') => {
    setText('');
    setFailure(null);
    setWriting(true);
    const ctl = new AbortController();
    stopper.current = ctl;
    try {
      await readStream(
        AIGC_API.streamScript,
        { sessionId, provider: mode },
        (e) => {
          if (e.event === 'delta') setText((t) => t + e.data.text);
          else if (e.event === 'done') setProvider(e.data.provider);
          else if (e.event === 'error') setFailure(e.data);
        },
        ctl.signal,
      );
    } catch (err) {
      if (!ctl.signal.aborted) message.error((err as Error).message);
    } finally {
      setWriting(false);
    }
  };
  const stop = () => stopper.current?.abort();
  return { text, setText, writing, provider, failure, write, stop };
}

/** The four steps of the page, above the form. */
function AigcGuide() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message="使用指南"
      description={
        <Steps
          size="small"
          items={[
            { title: '选产品', description: `最多${AIGC_SKUS_MAX}个型号` },
            { title: '选场景与风格', description: '时长决定字数' },
            { title: '生成并修改', description: '边写边看，可直接编辑' },
            { title: '保存并生成视频', description: '产品图片、字幕与普通话配音' },
          ]}
        />
      }
    />
  );
}

/** The creation form: models (searched on the server), scene, style, length, price shown, selling points. */
function AigcConfigForm({
  writing,
  onGenerate,
  onStop,
}: {
  writing: boolean;
  onGenerate: (v: FormValues) => Promise<void>;
  onStop: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [keyword, setKeyword] = useState('');
  const skus = useQuery({
    queryKey: ['aigc', 'skus', keyword],
    queryFn: () => api.page(E.skuList, { query: { keyword, page: 1, size: 30 } }),
  });
  return (
    <Card title="创作配置">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          skuNos: [],
          scene: AIGC_SCENES[0],
          style: AIGC_STYLES[0],
          lengthSeconds: 30,
          showPrice: false,
          note: '',
        }}
        onFinish={(v) => void onGenerate(v)}
      >
        <Form.Item
          name="skuNos"
          label="产品"
          rules={[{ required: true, type: 'array', min: 1, message: AIGC_MESSAGES.skusRequired }]}
        >
          <Select
            data-testid="aigc-skus"
            mode="multiple"
            maxCount={AIGC_SKUS_MAX}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder="搜索型号或名称"
            loading={skus.isFetching}
            options={(skus.data?.list ?? []).map((s) => ({
              value: s.skuNo,
              label: `${s.name}${s.priceFen === null ? '' : `（${formatFen(s.priceFen)}）`}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="scene" label="使用场景">
          <Select options={AIGC_SCENES.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item name="style" label="文案风格">
          <Radio.Group options={AIGC_STYLES.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item name="lengthSeconds" label="视频时长">
          <Radio.Group options={AIGC_LENGTHS.map((n) => ({ value: n, label: `${n}秒` }))} />
        </Form.Item>
        <Form.Item name="showPrice" valuePropName="checked">
          <Checkbox>在脚本中展示建议零售价</Checkbox>
        </Form.Item>
        <Form.Item name="note" label="补充卖点">
          <Input.TextArea rows={2} maxLength={AIGC_NOTE_MAX} showCount placeholder="如：支持上门安装、本地售后" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={writing} data-testid="aigc-generate">
            生成脚本
          </Button>
          {writing && <Button onClick={onStop}>停止</Button>}
        </Space>
      </Form>
    </Card>
  );
}
