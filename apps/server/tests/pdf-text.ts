import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream, PDFRef } from 'pdf-lib';

/**
 * A PDF parsed back: its title and each page's text as drawn with a standard font (pdf-lib writes
 * each run as a hex string shown by Tj), one string per run, in drawing order.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string | undefined; pages: string[][] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.flatMap((ref) => {
      const stream = (ref instanceof PDFRef ? doc.context.lookup(ref) : ref) as PDFRawStream;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
        Buffer.from(m[1] ?? '', 'hex').toString('latin1'),
      );
    });
  });
  return { title: doc.getTitle(), pages };
}
