#!/usr/bin/env node
// The driver app's home-screen icons (public/icons/driver-*.png), drawn from the favicon's flame.
// Run after changing the drawing: node apps/web/scripts/driver-icons.mjs (the PNGs are checked in,
// so a build needs no image tools). The maskable one keeps the flame in the middle 80 % safe zone.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const flame = `<path d="M32 10c6 10 14 14 14 26a14 14 0 0 1-28 0c0-8 5-12 7-18 2 5 4 7 7 8-1-6-1-11 0-16z" fill="#ffb347"/><path d="M32 30c3 5 7 7 7 12a7 7 0 0 1-14 0c0-4 3-6 4-9 1 2 2 3 3 3z" fill="#fff3c4"/><rect x="14" y="50" width="36" height="6" rx="3" fill="#d9a066"/>`;
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#8a3a12"/>${flame}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8a3a12"/><g transform="translate(6.4 6.4) scale(0.8)">${flame}</g></svg>`;

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, svg, size] of [
  ['driver-192.png', rounded, 192],
  ['driver-512.png', rounded, 512],
  ['driver-maskable-512.png', maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
  console.log(`public/icons/${name}`);
}
