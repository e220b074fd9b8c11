/**
 * The specs' commonest table: a function and rows of an input and the answer it must give, one test a row
 * titled by jest's row format (e.g. '%p -> %p').
 */
export function itGives<Input, Output>(answer: (input: Input) => Output, title: string, rows: ReadonlyArray<readonly [NoInfer<Input>, NoInfer<Output>]>): void {
  it.each(rows.map((row) => [...row] as [Input, Output]))(title, (input, output) => {
    expect(answer(input)).toBe(output);
  });
}
