import {
  type CalculatorAction,
  type CalculatorData,
  calculatorReducer,
  deriveCalculator,
  initialCalculatorState,
  isStale,
} from '@site/src/veyfi/calculatorState';
import {DAY, WEEK_START} from '@site/tests/unit/fixtures/veyfi/votingYfi';
import {describe, expect, it} from 'vitest';

/** The chain and the price service have answered: 10,000 veYFI in all, 1,000,000 shares in the USDC-1 gauge, $1.07 a share. */
const loaded: CalculatorData = {
  gauge: {name: 'yGauge USDC-1 yVault', decimals: 6},
  supply: {status: 'read', value: 10_000},
  gaugeTotal: {status: 'read', value: 1_000_000},
  sharePrice: {status: 'read', value: 1.07},
  // A lock planned at the start of a week, where the contract's rounding takes nothing off.
  now: WEEK_START,
};

function replay(actions: CalculatorAction[], data: CalculatorData = loaded) {
  const state = actions.reduce(calculatorReducer, initialCalculatorState);
  return {state, view: deriveCalculator(state, data)};
}

const typeVeyfi = (text: string): CalculatorAction => ({type: 'type', field: 'veyfi', text});
const typeDeposit = (text: string): CalculatorAction => ({type: 'type', field: 'deposit', text});
const calculate: CalculatorAction = {type: 'calculate', data: loaded};
const depositTab: CalculatorAction = {type: 'tab', tab: 'deposit'};

describe('calculator: when a result is out of date', () => {
  it('shows no result, and nothing out of date, before Calculate is pressed', () => {
    const {state, view} = replay([typeVeyfi('10')]);
    expect(state.veyfiResult).toBeNull();
    expect(view.veyfiStale).toBe(false);
    expect(view.depositStale).toBe(false);
  });

  it('after calculating, editing the veYFI amount marks the result out of date; calculating again clears it', () => {
    const calculated = replay([typeVeyfi('10'), calculate]);
    expect(calculated.state.veyfiResult).toMatchObject({
      amount: 10,
      totalVeyfi: 10_000,
      gaugeTotal: 1_000_000,
      gaugeName: 'yGauge USDC-1 yVault',
    });
    expect(calculated.view.veyfiStale).toBe(false);

    const edited = replay([typeVeyfi('10'), calculate, typeVeyfi('20')]);
    expect(edited.view.veyfiStale).toBe(true);
    // The result on screen is still the one for 10 veYFI.
    expect(edited.state.veyfiResult?.amount).toBe(10);

    const recalculated = replay([typeVeyfi('10'), calculate, typeVeyfi('20'), calculate]);
    expect(recalculated.view.veyfiStale).toBe(false);
    expect(recalculated.state.veyfiResult?.amount).toBe(20);
  });

  it('after calculating, editing the deposit marks the deposit result out of date; calculating again clears it', () => {
    const start = [depositTab, typeDeposit('1000'), calculate];
    expect(replay(start).view.depositStale).toBe(false);
    expect(replay([...start, typeDeposit('2000')]).view.depositStale).toBe(true);
    expect(replay([...start, typeDeposit('2000'), calculate]).view.depositStale).toBe(false);
  });

  it('an invalid input marks the result out of date, and says the inputs are not valid', () => {
    const {state, view} = replay([typeVeyfi('10'), calculate, typeVeyfi('abc')]);
    expect(view.veyfiStale).toBe(true);
    // No valid inputs now: the note asks to fix them rather than to press Calculate.
    expect(view.veyfiInputs).toBeUndefined();
    expect(state.veyfiResult?.amount).toBe(10);

    const deposit = replay([depositTab, typeDeposit('1000'), calculate, typeDeposit('-5')]);
    expect(deposit.view.depositStale).toBe(true);
    expect(deposit.view.depositInputs).toBeUndefined();
  });

  it('going back to the values of the result on screen makes it current again', () => {
    expect(replay([typeVeyfi('10'), calculate, typeVeyfi('25'), typeVeyfi('10')]).view.veyfiStale).toBe(false);
    expect(replay([typeVeyfi('10'), calculate, typeVeyfi('abc'), typeVeyfi('10.0')]).view.veyfiStale).toBe(false);
  });

  it('new data from the chain, or another gauge, also marks it out of date', () => {
    const calculated = [typeVeyfi('10'), calculate];
    expect(replay(calculated, {...loaded, supply: {status: 'read', value: 12_000}}).view.veyfiStale).toBe(true);
    expect(replay(calculated, {...loaded, gaugeTotal: {status: 'read', value: 900_000}}).view.veyfiStale).toBe(true);
    expect(replay(calculated, {...loaded, gauge: {name: 'yGauge DAI-1 yVault', decimals: 18}}).view.veyfiStale).toBe(
      true,
    );
    expect(replay(calculated, {...loaded, gauge: undefined}).view.veyfiStale).toBe(true);
  });

  it('a new share price alone leaves it current: the boost does not depend on it', () => {
    expect(
      replay([typeVeyfi('10'), calculate], {...loaded, sharePrice: {status: 'read', value: 2}}).view.veyfiStale,
    ).toBe(false);
  });

  it('keeps the two tabs apart: editing the deposit leaves the veYFI result current', () => {
    const {view} = replay([
      typeVeyfi('10'),
      calculate,
      depositTab,
      typeDeposit('1000'),
      calculate,
      typeDeposit('3000'),
    ]);
    expect(view.veyfiStale).toBe(false);
    expect(view.depositStale).toBe(true);
  });

  it('states the rule on its own: no result is never out of date; a result is, once its inputs differ or are invalid', () => {
    const shown = {amount: 10, totalVeyfi: 10_000, gaugeTotal: 1_000_000, gaugeName: 'yGauge USDC-1 yVault'};
    expect(isStale(null, undefined)).toBe(false);
    expect(isStale(null, shown)).toBe(false);
    expect(isStale(shown, {...shown})).toBe(false);
    expect(isStale(shown, undefined)).toBe(true);
    expect(isStale(shown, {...shown, amount: 11})).toBe(true);
    expect(isStale(shown, {...shown, totalVeyfi: 9_000})).toBe(true);
    expect(isStale(shown, {...shown, gaugeTotal: 1})).toBe(true);
    expect(isStale(shown, {...shown, gaugeName: 'yGauge DAI-1 yVault'})).toBe(true);
  });
});

describe('calculator: inputs and their messages', () => {
  it('shows a field’s problem once the reader types into it, and every problem on the tab once Calculate is pressed', () => {
    expect(replay([]).view.showsError).toMatchObject({veyfi: false, gauge: false});
    expect(replay([typeVeyfi('abc')]).view.showsError.veyfi).toBe(true);
    const pressed = replay([calculate], {...loaded, gauge: undefined});
    expect(pressed.view.showsError).toMatchObject({veyfi: true, gauge: true, deposit: false});
    // The typed share price sits outside the tabs: Calculate does not flag it.
    expect(pressed.view.showsError.price).toBe(false);
  });

  it('pressing Calculate with an input missing computes nothing', () => {
    expect(replay([calculate]).state.veyfiResult).toBeNull();
    expect(
      replay([typeVeyfi('10'), {type: 'calculate', data: {...loaded, gauge: undefined}}]).state.veyfiResult,
    ).toBeNull();
  });

  it('refuses more veYFI than exists', () => {
    expect(replay([typeVeyfi('20000')]).view.veyfi).toEqual({
      ok: false,
      message: 'That is more than all veYFI in existence (10,000 veYFI).',
    });
  });

  it('turns a USD deposit into vault shares at the share price, and asks for the price when it is missing', () => {
    const inUsd: CalculatorAction[] = [depositTab, {type: 'depositUnit', unit: 'usd'}, typeDeposit('1070')];
    // $1,070 at $1.07 a share.
    const shares = replay(inUsd).view.depositShares;
    expect(shares.ok && shares.value).toBeCloseTo(1_000, 9);
    const noPrice: CalculatorData = {...loaded, sharePrice: {status: 'unavailable'}};
    expect(replay(inUsd, noPrice).view.depositShares).toMatchObject({
      ok: false,
      message: expect.stringContaining('A USD amount needs the vault share price'),
    });
    // A typed price takes the place of the missing one: $0.50 a share.
    expect(replay([...inUsd, {type: 'type', field: 'price', text: '0.5'}], noPrice).view.depositShares).toEqual({
      ok: true,
      value: 2_140,
    });
  });

  it('feeds the lock calculator into the veYFI amount, starting at a lock that gives full weight', () => {
    // 209 weeks: full weight from any moment of the week (VotingYFI counts at most 208).
    expect(initialCalculatorState.lockDays).toBe(1_463);
    const locked: CalculatorAction[] = [
      {type: 'useLock', on: true},
      {type: 'type', field: 'lockYfi', text: '10'},
    ];
    // 10 YFI locked for the maximum give 10 veYFI; for 365 days, whose unlock rounds down to 52 of 208 weeks, a quarter.
    expect(replay(locked).view.veyfi).toEqual({ok: true, value: 10});
    expect(replay([...locked, {type: 'lockDays', days: 365}]).view.veyfi).toEqual({ok: true, value: 2.5});
    // Planned mid-week, the same lock ends on the same Thursday, so it is shorter: 3 days of 208 weeks fewer.
    const midWeek = replay([...locked, {type: 'lockDays', days: 365}], {...loaded, now: WEEK_START + 3 * DAY}).view
      .veyfi;
    expect(midWeek.ok && midWeek.value).toBeCloseTo((10 * (52 * 7 - 3)) / (208 * 7), 12);
    expect(replay([...locked, {type: 'lockDays', days: 0}]).view.veyfi).toEqual({
      ok: false,
      message: 'A lock of 0 days gives no veYFI. Move the lock time slider.',
    });
    expect(replay([{type: 'useLock', on: true}]).view.veyfi).toEqual({
      ok: false,
      message: 'Fill in the lock calculator below: enter the YFI to lock.',
    });
  });

  it('waits for the chain, then calculates with typed totals when the chain cannot be read', () => {
    const waiting = replay([typeVeyfi('10')], {
      ...loaded,
      supply: {status: 'loading'},
      gaugeTotal: {status: 'loading'},
    });
    expect(waiting.view.supply).toEqual({ok: false, message: 'Waiting for the veYFI total supply from Ethereum.'});
    expect(waiting.view.gaugeTotal).toEqual({ok: false, message: 'Waiting for the gauge total from Ethereum.'});
    expect(waiting.view.veyfiInputs).toBeUndefined();

    const offline: CalculatorData = {...loaded, supply: {status: 'unavailable'}, gaugeTotal: {status: 'unavailable'}};
    const typed = replay(
      [
        {type: 'type', field: 'supply', text: '10000'},
        {type: 'type', field: 'gaugeTotal', text: '1000000'},
        typeVeyfi('10'),
        {type: 'calculate', data: offline},
      ],
      offline,
    );
    expect(typed.state.veyfiResult).toMatchObject({amount: 10, totalVeyfi: 10_000, gaugeTotal: 1_000_000});
    expect(typed.view.veyfiStale).toBe(false);
  });

  it('computes nothing when the chain reports no veYFI at all', () => {
    expect(replay([], {...loaded, supply: {status: 'read', value: 0}}).view.supply).toEqual({
      ok: false,
      message: 'The chain reports no veYFI at all, so no boost can be computed.',
    });
  });
});
