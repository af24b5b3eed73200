/**
 * Printed documents as a reader gets them: the page the browser host hands back when a screen
 * prints (`print.document`), rendered to an A4 PDF by Chromium, read with pdftotext and its first
 * page drawn to PNG with pdftoppm — PDF, text and PNG kept as the test's artifacts.
 */
import type { Page, Response, TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect } from './app.js';

export interface Printed {
  title: string;
  html: string;
}

/** What `print.document` answered to the print the click starts. */
export async function printed(page: Page, click: () => Promise<void>): Promise<Printed> {
  const [response] = await Promise.all([page.waitForResponse((r: Response) => r.url().includes('/ipc/call/print.document')), click()]);
  const answer = (await response.json()) as { ok: boolean; value: { kind: string; title: string; html: string } };
  expect(answer.ok).toBe(true);
  expect(answer.value.kind).toBe('html');
  return answer.value;
}

/** A screen's text as pdftotext reads it off the page: the no-break space that keeps "$ 1.350,50" in one piece comes out as a plain space. */
export const asPrinted = (text: string): string => text.replaceAll('\u00a0', ' ');

/** The page as an A4 PDF, its text (pdftotext -layout) and its first page as PNG, all kept as artifacts; answers the text. */
export async function onPaper(page: Page, testInfo: TestInfo, name: string, html: string): Promise<string> {
  const pdfPage = await page.context().newPage();
  await pdfPage.setContent(html);
  const pdfPath = testInfo.outputPath(`${name}.pdf`);
  writeFileSync(pdfPath, await pdfPage.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  await pdfPage.close();
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, testInfo.outputPath(name)]);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  writeFileSync(testInfo.outputPath(`${name}.txt`), text);
  await testInfo.attach(`${name}.pdf`, { path: pdfPath, contentType: 'application/pdf' });
  await testInfo.attach(`${name}.png`, { path: testInfo.outputPath(`${name}-1.png`), contentType: 'image/png' });
  return text;
}
