// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render';
import { PdfFileButton } from './PdfFileButton';

const pdf = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'lebenslauf.pdf', { type: 'application/pdf' });

describe('PdfFileButton', () => {
  it('shows a small PDF’s size in KB, not as 0.00 MB, in the page’s language', () => {
    renderWithApp(<PdfFileButton label="Lebenslauf" file={pdf(48_200)} onChange={() => {}} />, {
      language: 'de',
    });
    expect(screen.getByText('lebenslauf.pdf (48 KB)')).toBeTruthy();
  });

  it('and a larger one in MB with one decimal', () => {
    renderWithApp(<PdfFileButton label="CV" file={pdf(1_250_000)} onChange={() => {}} />, {
      language: 'de',
    });
    expect(screen.getByText('lebenslauf.pdf (1,3 MB)')).toBeTruthy();
  });
});
