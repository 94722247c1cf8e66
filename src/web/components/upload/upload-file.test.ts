import { describe, expect, it } from 'vitest';
import { checkImageFiles, checkPdfFile } from './upload-file';

describe('logo selection', () => {
  it('accepts one jpeg, png or bmp up to 5,000,000 bytes', () => {
    expect(checkImageFiles([{ type: 'image/png', size: 5_000_000 }])).toBeNull();
    expect(checkImageFiles([{ type: 'image/jpeg', size: 10 }])).toBeNull();
    expect(checkImageFiles([{ type: 'image/bmp', size: 10 }])).toBeNull();
  });

  it('names the broken rule', () => {
    expect(checkImageFiles([])).toBe('File_empty');
    expect(
      checkImageFiles([
        { type: 'image/png', size: 1 },
        { type: 'image/png', size: 1 },
      ]),
    ).toBe('File_only_one');
    expect(checkImageFiles([{ type: 'image/gif', size: 1 }])).toBe('File_type_not_allowed');
    expect(checkImageFiles([{ type: 'image/png', size: 5_000_001 }])).toBe('File_too_large');
    expect(checkImageFiles([{ type: 'image/png', size: 0 }])).toBe('File_empty');
  });
});

describe('document selection', () => {
  const pdf = (size: number, type = 'application/pdf', name = 'cv.pdf') => ({ type, size, name });

  it('accepts a PDF up to 5 MB, also when the browser gives no type', () => {
    expect(checkPdfFile(pdf(5 * 1024 * 1024))).toBeNull();
    expect(checkPdfFile(pdf(10, '', 'Approbation.PDF'))).toBeNull();
  });

  it('refuses other types, empty files and 5 MB plus one byte', () => {
    expect(checkPdfFile(pdf(10, 'image/png', 'cv.pdf'))).toBe('pdf');
    expect(checkPdfFile(pdf(10, '', 'cv.docx'))).toBe('pdf');
    expect(checkPdfFile(pdf(0))).toBe('empty');
    expect(checkPdfFile(pdf(5 * 1024 * 1024 + 1))).toBe('size');
  });
});
