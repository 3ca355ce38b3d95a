/** A one-hidden-layer perceptron: the line-role model's inference, in plain TypeScript. */

export interface Mlp {
  /** hidden × inputs */
  w1: number[][];
  b1: number[];
  /** outputs × hidden */
  w2: number[][];
  b2: number[];
}

export function hiddenOf(model: Mlp, x: readonly number[]): number[] {
  return model.w1.map((row, h) => {
    let sum = model.b1[h]!;
    for (let i = 0; i < row.length; i++) sum += row[i]! * x[i]!;
    return Math.tanh(sum);
  });
}

export function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** Class probabilities for one input, with the hidden layer (the trainer needs both). */
export function forward(model: Mlp, x: readonly number[]): { hidden: number[]; probs: number[] } {
  const hidden = hiddenOf(model, x);
  const logits = model.w2.map((row, o) => row.reduce((sum, w, h) => sum + w * hidden[h]!, model.b2[o]!));
  return { hidden, probs: softmax(logits) };
}
