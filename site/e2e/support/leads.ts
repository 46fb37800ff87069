import type { Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';

/** Where the server under test keeps its data (set in playwright.config.ts). */
const E2E_DATA_DIR = path.resolve('.e2e-data');
/** The SMTP peer the server under test delivers to. */
export const E2E_SMTP_PORT = 42525;

export type StoredLead = {
  reference: string;
  kind: string;
  name: string;
  email: string;
  product: string;
  product_name: string;
  topic: string;
  message: string;
  file_name: string;
  page: string;
  intent: string;
};

/** Reads what the server stored, as the sales team's export would. */
export function storedLeads(where = '1 = 1', ...params: unknown[]): StoredLead[] {
  const db = new Database(path.join(E2E_DATA_DIR, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM leads WHERE ${where} ORDER BY id`).all(...params) as StoredLead[];
  } finally {
    db.close();
  }
}

export function outboxOf(reference: string): { kind: string; status: string; attempts: number; to_address: string }[] {
  const db = new Database(path.join(E2E_DATA_DIR, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT o.* FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.reference = ? ORDER BY o.id').all(reference) as {
      kind: string;
      status: string;
      attempts: number;
      to_address: string;
    }[];
  } finally {
    db.close();
  }
}

/** The reference number the visitor was shown, e.g. IV-7K3QF9. */
export function referenceIn(text: string): string {
  const match = text.match(/\bIV-[A-Z0-9]{6}\b/);
  if (!match) throw new Error(`No reference number in: ${text}`);
  return match[0];
}

/** Fills the download form's required details (the gate in front of documents and estimates). */
export async function fillDownloadGate(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Rosalind Franklin');
  await dialog.getByRole('textbox', { name: 'Work Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Organization' }).fill("King's College London");
  await dialog.getByRole('textbox', { name: 'Research Areas' }).fill('X-ray diffraction, thin films');
  await dialog.getByRole('combobox', { name: 'What brings you here?' }).selectOption('Actively looking to buy');
}
