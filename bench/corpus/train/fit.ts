/** Trains the line-role perceptron: mini-batch Adam on cross-entropy, seeded, so runs repeat. */
import { forward, type Mlp } from '@resume/parser/testing';
import { makeRng, type Rng } from '../random';

export interface Sample {
  x: number[];
  y: number;
}

export interface FitOptions {
  hidden: number;
  classes: number;
  epochs: number;
  rate: number;
  l2: number;
  seed: number;
}

export const FIT_DEFAULTS: FitOptions = { hidden: 16, classes: 4, epochs: 12, rate: 0.01, l2: 1e-4, seed: 7 };

const zeros = (n: number) => new Array<number>(n).fill(0);
const matrix = (rows: number, cols: number, f: () => number) =>
  Array.from({ length: rows }, () => Array.from({ length: cols }, f));

/** Adam's moment estimates for one array of parameters. */
class AdamSlot {
  m: number[];
  v: number[];
  constructor(size: number) {
    this.m = zeros(size);
    this.v = zeros(size);
  }
  step(params: number[], grads: number[], rate: number, t: number): void {
    for (let i = 0; i < params.length; i++) {
      const g = grads[i]!;
      this.m[i] = 0.9 * this.m[i]! + 0.1 * g;
      this.v[i] = 0.999 * this.v[i]! + 0.001 * g * g;
      const mHat = this.m[i]! / (1 - 0.9 ** t);
      const vHat = this.v[i]! / (1 - 0.999 ** t);
      params[i]! -= (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
}

type Grads = Pick<Mlp, 'w1' | 'b1' | 'w2' | 'b2'>;

const zeroGrads = (model: Mlp): Grads => ({
  w1: model.w1.map((r) => zeros(r.length)),
  b1: zeros(model.b1.length),
  w2: model.w2.map((r) => zeros(r.length)),
  b2: zeros(model.b2.length),
});

/** Back-propagates one sample's weighted cross-entropy into `g`. */
function accumulate(model: Mlp, g: Grads, { x, y }: Sample, weight: number): void {
  const { hidden: h, probs } = forward(model, x);
  const dOut = probs.map((p, o) => (p - (o === y ? 1 : 0)) * weight);
  const dHidden = zeros(h.length);
  for (let o = 0; o < dOut.length; o++) {
    g.b2[o]! += dOut[o]!;
    for (let k = 0; k < h.length; k++) {
      g.w2[o]![k]! += dOut[o]! * h[k]!;
      dHidden[k]! += dOut[o]! * model.w2[o]![k]!;
    }
  }
  for (let k = 0; k < h.length; k++) {
    const d = dHidden[k]! * (1 - h[k]! * h[k]!);
    g.b1[k]! += d;
    const row = g.w1[k]!;
    for (let i = 0; i < x.length; i++) row[i]! += d * x[i]!;
  }
}

interface Slots {
  w1: AdamSlot[];
  b1: AdamSlot;
  w2: AdamSlot[];
  b2: AdamSlot;
}

function step(model: Mlp, slots: Slots, g: Grads, n: number, options: FitOptions, t: number): void {
  const average = (grads: number[], params: number[], decay: number) =>
    grads.map((v, i) => v / n + decay * params[i]!);
  for (let k = 0; k < model.w1.length; k++) {
    slots.w1[k]!.step(model.w1[k]!, average(g.w1[k]!, model.w1[k]!, options.l2), options.rate, t);
  }
  slots.b1.step(model.b1, average(g.b1, model.b1, 0), options.rate, t);
  for (let o = 0; o < model.w2.length; o++) {
    slots.w2[o]!.step(model.w2[o]!, average(g.w2[o]!, model.w2[o]!, options.l2), options.rate, t);
  }
  slots.b2.step(model.b2, average(g.b2, model.b2, 0), options.rate, t);
}

function initialModel(inputs: number, options: FitOptions, rng: Rng): Mlp {
  const { hidden, classes } = options;
  const scale1 = 1 / Math.sqrt(inputs);
  const scale2 = 1 / Math.sqrt(hidden);
  return {
    w1: matrix(hidden, inputs, () => (rng.next() * 2 - 1) * scale1),
    b1: zeros(hidden),
    w2: matrix(classes, hidden, () => (rng.next() * 2 - 1) * scale2),
    b2: zeros(classes),
  };
}

export function fit(samples: Sample[], options: FitOptions = FIT_DEFAULTS): Mlp {
  const rng = makeRng(options.seed);
  const model = initialModel(samples[0]!.x.length, options, rng);
  // Classes are weighted by their rarity, so headers (few) count as much as details (many).
  const counts = zeros(options.classes);
  for (const s of samples) counts[s.y]! += 1;
  const weight = counts.map((c) => (c === 0 ? 0 : samples.length / (options.classes * c)));
  const slots: Slots = {
    w1: model.w1.map((row) => new AdamSlot(row.length)),
    b1: new AdamSlot(options.hidden),
    w2: model.w2.map((row) => new AdamSlot(row.length)),
    b2: new AdamSlot(options.classes),
  };
  const batch = 64;
  let t = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const order = rng.shuffle(samples);
    for (let start = 0; start < order.length; start += batch) {
      const part = order.slice(start, start + batch);
      const g = zeroGrads(model);
      for (const sample of part) accumulate(model, g, sample, weight[sample.y]!);
      t += 1;
      step(model, slots, g, part.length, options, t);
    }
  }
  return model;
}

/** Rounds the weights so the committed file stays small and readable in a diff. */
export const rounded = (model: Mlp): Mlp => {
  const r = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    w1: model.w1.map((row) => row.map(r)),
    b1: model.b1.map(r),
    w2: model.w2.map((row) => row.map(r)),
    b2: model.b2.map(r),
  };
};
