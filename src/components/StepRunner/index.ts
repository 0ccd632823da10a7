export type { StepExecution } from './context.js'
export { StepRunner, type StepRunnerProps, type StepRunnerRootProps } from './StepRunner.js'
