import { crc32, deflateSync } from 'node:zlib';

/**
 * Product pictures for the demo store, drawn here so that seeding needs no network: a soft
 * background, the product's silhouette in its colour and a lighter accent, encoded as a PNG
 * (served inline by the file storage, unlike SVG which it sends as a download).
 */

export type DemoShape = 'shirt' | 'hoodie' | 'mug' | 'cap' | 'bag' | 'bottle' | 'book' | 'poster';

type Rgb = readonly [number, number, number];

const SIZE = 320;

class Canvas {
  readonly pixels = new Uint8Array(SIZE * SIZE * 3);

  /** Paints the pixels of the box [x0, x1) × [y0, y1) for which `inside` holds. */
  fill(
    color: Rgb,
    inside: (x: number, y: number) => boolean,
    [x0, y0, x1, y1] = [0, 0, SIZE, SIZE],
  ): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(SIZE, Math.ceil(y1)); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(SIZE, Math.ceil(x1)); x += 1) {
        if (!inside(x, y)) continue;
        const at = (y * SIZE + x) * 3;
        this.pixels[at] = color[0];
        this.pixels[at + 1] = color[1];
        this.pixels[at + 2] = color[2];
      }
    }
  }

  rect(color: Rgb, x0: number, y0: number, x1: number, y1: number): void {
    this.fill(color, () => true, [x0, y0, x1, y1]);
  }

  ellipse(color: Rgb, cx: number, cy: number, rx: number, ry: number): void {
    this.fill(color, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1, [
      cx - rx,
      cy - ry,
      cx + rx + 1,
      cy + ry + 1,
    ]);
  }

  /** A ring: the ellipse minus a smaller one (mug handles). */
  ring(color: Rgb, cx: number, cy: number, r: number, width: number): void {
    this.fill(
      color,
      (x, y) => {
        const d = Math.hypot(x - cx, y - cy);
        return d <= r && d >= r - width;
      },
      [cx - r, cy - r, cx + r + 1, cy + r + 1],
    );
  }

  png(): Buffer {
    // Each row starts with filter type 0 (none).
    const raw = Buffer.alloc(SIZE * (SIZE * 3 + 1));
    for (let y = 0; y < SIZE; y += 1) {
      raw[y * (SIZE * 3 + 1)] = 0;
      raw.set(this.pixels.subarray(y * SIZE * 3, (y + 1) * SIZE * 3), y * (SIZE * 3 + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(SIZE, 0);
    header.writeUInt32BE(SIZE, 4);
    header[8] = 8; // bits per channel
    header[9] = 2; // truecolour RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A colour mixed towards white: `amount` 0 keeps it, 1 is white. */
function lighter(color: Rgb, amount: number): Rgb {
  return color.map((part) => Math.round(part + (255 - part) * amount)) as unknown as Rgb;
}

export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The left sleeve of a shirt: shoulder at (95, 80), cuff from (45, 130) to (70, 155). */
function sleeve(x: number, y: number): boolean {
  if (y < 80 || y > 155 || x > 95) return false;
  if (y <= 130) return x >= 95 - (y - 80);
  return x >= 45 + (y - 130) && x <= 95 - (y - 130);
}

/** The picture of one demo product: its shape in its colour on a pale ground of the same hue. */
export function drawProduct(shape: DemoShape, colorHex: string): Buffer {
  const color = hexColor(colorHex);
  const accent = lighter(color, 0.45);
  const canvas = new Canvas();
  canvas.rect(lighter(color, 0.85), 0, 0, SIZE, SIZE);
  // A floor shadow under every product.
  canvas.ellipse(lighter(color, 0.7), 160, 282, 110, 14);
  switch (shape) {
    case 'shirt':
    case 'hoodie':
      canvas.rect(color, 95, 80, 225, 270);
      // Sleeves: from the shoulder down and out to a cuff, mirrored on the right.
      canvas.fill(color, (x, y) => sleeve(320 - x, y), [225, 80, 276, 156]);
      canvas.fill(color, sleeve, [44, 80, 96, 156]);
      if (shape === 'hoodie') {
        canvas.ellipse(color, 160, 78, 50, 38);
        canvas.ellipse(accent, 160, 84, 28, 24);
        canvas.rect(accent, 125, 200, 195, 240);
      } else {
        canvas.ellipse(lighter(color, 0.85), 160, 78, 26, 18);
      }
      break;
    case 'mug':
      canvas.ring(color, 230, 170, 48, 16);
      canvas.rect(color, 90, 95, 230, 265);
      canvas.ellipse(accent, 160, 95, 70, 12);
      canvas.rect(accent, 90, 160, 230, 176);
      break;
    case 'cap':
      canvas.fill(
        color,
        (x, y) => ((x - 160) / 100) ** 2 + ((y - 200) / 95) ** 2 <= 1,
        [60, 105, 261, 201],
      );
      canvas.ellipse(accent, 215, 205, 85, 16);
      canvas.ellipse(accent, 160, 108, 9, 9);
      break;
    case 'bag':
      canvas.ring(color, 160, 120, 50, 10);
      canvas.rect(color, 80, 120, 240, 270);
      canvas.rect(accent, 110, 170, 210, 220);
      break;
    case 'bottle':
      canvas.rect(color, 140, 45, 180, 80);
      canvas.ellipse(color, 160, 110, 45, 35);
      canvas.rect(color, 115, 110, 205, 265);
      canvas.rect(accent, 115, 150, 205, 200);
      break;
    case 'book':
      canvas.rect(color, 95, 60, 235, 265);
      canvas.rect(accent, 95, 60, 110, 265);
      canvas.rect(accent, 130, 100, 215, 115);
      canvas.rect(accent, 130, 125, 195, 135);
      break;
    case 'poster':
      canvas.rect(lighter(color, 0.95), 75, 45, 245, 275);
      canvas.rect(color, 90, 60, 230, 260);
      canvas.ellipse(accent, 160, 130, 45, 45);
      canvas.fill(accent, (x, y) => Math.abs(x - 160) < (y - 170) * 1.1, [90, 180, 231, 245]);
      break;
  }
  return canvas.png();
}
