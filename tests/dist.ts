/** The built add-in (npm test builds it before Jest runs). */
import fs from 'fs';
import path from 'path';

export const DIST = path.resolve(__dirname, '..', 'dist');

export function distFile(name: string): string {
  const file = path.join(DIST, name);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (npm test does)`);
  return fs.readFileSync(file, 'utf8');
}
