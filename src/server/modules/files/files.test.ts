import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/app';
import { actorOf } from '#server/test/factories';
import { PDF_BYTES, PNG_BYTES, multipartFile } from '#server/test/multipart';
import { sniffType } from './files.rules';

const ctx = useTestContext();
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await actorOf(ctx.app, ctx.db, 'ADMIN')).headers;
});

function upload(name: string, bytes: Buffer, purpose = 'image', auth = headers) {
  const body = multipartFile(name, bytes, 'image/png');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...auth, ...body.headers, 'accept-language': 'de' },
  });
}

describe('POST /api/files', () => {
  it('stores an image by its bytes and serves it', async () => {
    const response = await upload('logo.png', PNG_BYTES);
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ mimeType: 'image/png', size: PNG_BYTES.length });
    const served = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    // The same bytes again are a file of their own, served alike.
    const again = (await upload('again.png', PNG_BYTES)).json();
    expect(again.id).not.toBe(file.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: again.url })).rawPayload.equals(PNG_BYTES),
    ).toBe(true);
  });

  it('refuses a PDF renamed to .png, an empty file and one byte over the limit', async () => {
    const renamed = await upload('logo.png', PDF_BYTES);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.details[0]).toMatchObject({
      field: 'file',
      message: 'Dieser Dateityp ist nicht erlaubt',
    });
    expect((await upload('empty.png', Buffer.alloc(0))).statusCode).toBe(400);
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(5_000_000 - PNG_BYTES.length + 1)]);
    const big = await upload('big.png', tooBig);
    expect(big.statusCode).toBe(400);
    expect(big.json().error.details[0].key).toBe('File_too_large');
    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(5_000_000 - PNG_BYTES.length)]);
    expect((await upload('exact.png', exact)).statusCode).toBe(201);
  });

  it('keeps documents private: a PDF is stored but not served by the public route', async () => {
    const response = await upload('cv.pdf', PDF_BYTES, 'document');
    expect(response.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: response.json().url })).statusCode).toBe(
      404,
    );
  });

  it('refuses anonymous uploads', async () => {
    expect((await upload('logo.png', PNG_BYTES, 'image', {})).statusCode).toBe(401);
  });
});

describe('sniffType', () => {
  it('knows jpeg, png, bmp and pdf by their first bytes', () => {
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(PNG_BYTES)).toBe('image/png');
    const bmp = Buffer.alloc(30);
    bmp.write('BM');
    bmp[14] = 40;
    expect(sniffType(bmp)).toBe('image/bmp');
    expect(sniffType(PDF_BYTES)).toBe('application/pdf');
    expect(sniffType(Buffer.from('GIF89a'))).toBeNull();
  });
});
