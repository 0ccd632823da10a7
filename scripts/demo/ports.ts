import { createServer } from 'node:net'

export type DemoPort = { port: number; variable: string; what: string }

/** Whether something already listens on the port (on the host the demo binds). */
function isBusy(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(true))
    probe.listen(port, host, () => probe.close(() => resolve(false)))
  })
}

/**
 * The first port of the demo that is taken, as the one line to print: which service wanted it and
 * the variable that moves it. Checked before anything starts, so nothing is left running.
 */
export async function busyPortMessage(
  ports: DemoPort[],
  host: string,
): Promise<string | undefined> {
  for (const { port, variable, what } of ports) {
    if (await isBusy(port, host))
      return `vtkit demo: port ${port} (${what}) is in use; set ${variable} to a free port, for example ${variable}=${port + 1} npm start`
  }
  return undefined
}
