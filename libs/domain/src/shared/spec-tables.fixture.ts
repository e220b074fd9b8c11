/**
 * The specs' commonest table: a function and rows of an input and the answer it must give, one test a row
 * titled by jest's row format (e.g. '%p -> %p').
 */
export function itGives<Input, Output>(answer: (input: Input) => Output, title: string, rows: ReadonlyArray<readonly [NoInfer<Input>, NoInfer<Output>]>): void {
  it.each(rows.map((row) => [...row] as [Input, Output]))(title, (input, output) => {
    expect(answer(input)).toBe(output);
  });
}

/**
 * A table written as each answer and every input that must give it, turned into `[input, answer]` rows: for
 * tables where many inputs share few answers.
 */
export function rowsByAnswer<Input, Answer extends string>(groups: Readonly<Record<Answer, readonly Input[]>>): Array<[Input, Answer]> {
  return (Object.entries(groups) as Array<[Answer, readonly Input[]]>).flatMap(([answer, inputs]) => inputs.map((input): [Input, Answer] => [input, answer]));
}
