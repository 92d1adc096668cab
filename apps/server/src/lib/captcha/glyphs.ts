// A small stroke font for the captcha: the characters a person cannot mistake for another (no 0/O/Q, 1/I/L,
// 5/S, 2/Z, 6/G, 8/B), each drawn as polylines on a 6 x 10 grid (y grows downwards).

export type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];

/** Points along an ellipse from one angle to another, in degrees (0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

const bowl = (top: number): Point[] => [
  [0.5, top],
  [3, top],
  ...arc(3, top + 2.75, 2.7, 2.75, 270, 450),
  [0.5, top + 5.5],
];

export const GLYPHS: Record<string, Glyph> = {
  '2': [[...arc(3, 3, 2.6, 2.6, 190, 380), [0.4, 10], [5.8, 10]]],
  '3': [[...arc(3, 2.6, 2.3, 2.4, 200, 450), ...arc(3, 7.5, 2.6, 2.5, 270, 520)]],
  '4': [
    [
      [4.5, 10],
      [4.5, 0],
      [0, 7],
      [6, 7],
    ],
  ],
  '5': [[[5.5, 0], [1, 0], [1, 5.2], ...arc(3, 7.2, 2.8, 2.8, 225, 520)]],
  '6': [
    arc(3, 7, 2.9, 3, 0, 360),
    [
      [0.1, 7],
      [0.5, 4],
      [1.6, 1.6],
      [3.2, 0.3],
      [5, 0.2],
    ],
  ],
  '7': [
    [
      [0, 0],
      [6, 0],
      [2, 10],
    ],
  ],
  '8': [arc(3, 2.6, 2.2, 2.4, 0, 360), arc(3, 7.5, 2.7, 2.5, 0, 360)],
  '9': [
    arc(3, 3, 2.9, 3, 0, 360),
    [
      [5.9, 3],
      [5.8, 6],
      [4.8, 8.6],
      [3, 9.9],
      [1, 9.8],
    ],
  ],
  A: [
    [
      [0, 10],
      [3, 0],
      [6, 10],
    ],
    [
      [1, 6.5],
      [5, 6.5],
    ],
  ],
  C: [arc(3.2, 5, 3, 5, 40, 320)],
  D: [[[1.5, 10], [0.5, 10], [0.5, 0], [1.5, 0], ...arc(1.5, 5, 4.3, 5, 270, 450)]],
  E: [
    [
      [6, 0],
      [0.5, 0],
      [0.5, 10],
      [6, 10],
    ],
    [
      [0.5, 5],
      [4.5, 5],
    ],
  ],
  F: [
    [
      [6, 0],
      [0.5, 0],
      [0.5, 10],
    ],
    [
      [0.5, 5],
      [4.5, 5],
    ],
  ],
  H: [
    [
      [0.5, 0],
      [0.5, 10],
    ],
    [
      [5.5, 0],
      [5.5, 10],
    ],
    [
      [0.5, 5],
      [5.5, 5],
    ],
  ],
  J: [
    [
      [1.5, 0],
      [5.4, 0],
    ],
    [[3.8, 0], [3.8, 7.5], ...arc(2, 7.5, 1.8, 2.4, 0, 160)],
  ],
  K: [
    [
      [0.5, 0],
      [0.5, 10],
    ],
    [
      [5.5, 0],
      [0.5, 6],
    ],
    [
      [2.2, 4],
      [5.8, 10],
    ],
  ],
  M: [
    [
      [0.3, 10],
      [0.8, 0],
      [3, 7],
      [5.2, 0],
      [5.7, 10],
    ],
  ],
  N: [
    [
      [0.5, 10],
      [0.5, 0],
      [5.5, 10],
      [5.5, 0],
    ],
  ],
  P: [[[0.5, 10], ...bowl(0)]],
  R: [
    [[0.5, 10], ...bowl(0)],
    [
      [2.8, 5.5],
      [5.8, 10],
    ],
  ],
  T: [
    [
      [0, 0],
      [6, 0],
    ],
    [
      [3, 0],
      [3, 10],
    ],
  ],
  U: [[[0.5, 0], ...arc(3, 7, 2.5, 3, 180, 0), [5.5, 0]]],
  V: [
    [
      [0, 0],
      [3, 10],
      [6, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1.5, 10],
      [3, 3],
      [4.5, 10],
      [6, 0],
    ],
  ],
  X: [
    [
      [0.3, 0],
      [5.7, 10],
    ],
    [
      [5.7, 0],
      [0.3, 10],
    ],
  ],
  Y: [
    [
      [0, 0],
      [3, 5],
      [6, 0],
    ],
    [
      [3, 5],
      [3, 10],
    ],
  ],
};

/** The characters a captcha is made of. */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
