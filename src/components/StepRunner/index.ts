export { StepRunner, type StepRunnerProps, type StepRunnerRootProps } from './StepRunner.js'
