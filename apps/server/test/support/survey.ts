/**
 * The survey tests' common start: a survey design order (type 11) generated through the real endpoints from one
 * camera on the list (SKU-B4-4 of the test catalogue, ¥399.00), a first scene, and a plan image uploaded to it.
 */
import { SURVEY_API as A } from '@portal/domain';
import { injectAs, type TestContext } from './test-app.ts';

const P = '/api-cloud-merchant-service/v1/design';

/** A survey order of one listed camera and its first scene (more scenes by name after it). */
export async function surveyOrder(
  ctx: TestContext,
  token: string,
  name: string,
  scenes: readonly string[] = ['一层'],
): Promise<{ orderId: number; sceneId: number; sceneIds: number[] }> {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  await call('POST', `${P}/favorite/update`, {
    list: [{ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 1 }],
  });
  const listed = (await call('GET', `${P}/favorite/list`)).json().data.lines;
  const gen = await call('POST', `${P}/order/generate`, {
    name,
    orderType: 11,
    amount: 39900,
    preferential: 0,
    productLists: listed,
  });
  if (gen.json().code !== 0) throw new Error(`survey order not generated: ${gen.body}`);
  const orderId = gen.json().data.id as number;
  const sceneIds: number[] = [];
  for (const sceneName of scenes)
    sceneIds.push((await call('POST', A.sceneSave, { orderId, sceneName })).json().data.sceneId as number);
  return { orderId, sceneId: sceneIds[0]!, sceneIds };
}

/** Uploads a plan image (PNG bytes) to a scene as the browser does (multipart), answering the response. */
export function uploadPlanImage(ctx: TestContext, token: string, sceneId: number, png: Buffer, filename = 'p.png') {
  const boundary = '----plan';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `${A.planUpload}?sceneId=${sceneId}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
