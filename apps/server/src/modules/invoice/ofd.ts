/**
 * An OFD file (GB/T 33190, the format of China's e-invoices besides PDF): a zip whose root holds OFD.xml. Checked by
 * reading the zip's directory (yauzl, entries only, nothing unpacked); a zip without OFD.xml, or no zip, is not one.
 */
import yauzl from 'yauzl';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function isOfd(data: Buffer): Promise<boolean> {
  if (data.length < 4 || !data.subarray(0, 4).equals(ZIP_MAGIC)) return Promise.resolve(false);
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return resolve(false);
      let found = false;
      zip.on('entry', (e: yauzl.Entry) => {
        if (e.fileName === 'OFD.xml') {
          found = true;
          zip.close();
          resolve(true);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}
