import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  allowanceCallData,
  balanceOfCallData,
  readUint256,
} from '../../../src/core/steps/verify/calldata.js'
import { decodeCall, MAX_UINT256 } from '../../../src/core/steps/verify/decodeCall.js'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

// viem is the reference: our few hand-written ERC20 encodings must match it byte for byte.
describe('the ERC20 reads the wagmi executor and the widget send', () => {
  it('encodes allowance and balanceOf exactly as viem does', () => {
    expect(allowanceCallData(owner, spender)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),
    )
    expect(balanceOfCallData(owner)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    )
  })

  it('refuses an address that is not 20 bytes of hex, before anything is sent', () => {
    expect(() => balanceOfCallData('0x1234')).toThrow(TypeError)
    expect(() => allowanceCallData(owner, 'So11111111111111111111111111111111111111112')).toThrow(
      /not an EVM address/,
    )
  })

  it('reads one uint256 word, and refuses what is not one (never a silent zero)', () => {
    const word = `0x${MAX_UINT256.toString(16)}` as const
    expect(readUint256(word)).toBe(
      decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: word }),
    )
    expect(readUint256(`0x${'0'.repeat(63)}5`)).toBe(5n)
    for (const bad of ['0x', '0x05', `0x${'0'.repeat(128)}`, 5, null, undefined, 'zz'])
      expect(() => readUint256(bad), String(bad)).toThrow(/one uint256 word/)
  })

  it('decodes what it encodes as an allowance grant only when it is approve', () => {
    expect(decodeCall(allowanceCallData(owner, spender))).toEqual({
      kind: 'other',
      selector: '0xdd62ed3e',
    })
  })
})
