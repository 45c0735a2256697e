import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, type CircuitBreaker, type CircuitState } from './circuit-breaker.js';

function setUp(failureThreshold = 3, coolDownMs = 30_000) {
  let time = 0;
  const changes: CircuitState[] = [];
  const breaker = createCircuitBreaker({
    failureThreshold,
    coolDownMs,
    now: () => time,
    onChange: (state) => changes.push(state),
  });
  return { breaker, changes, pass: (ms: number) => (time += ms) };
}

const fail = (breaker: CircuitBreaker, times = 1) => {
  for (let i = 0; i < times; i += 1) {
    const permit = breaker.permit();
    expect(permit).toBeDefined();
    permit?.failed();
  }
};

describe('the insurer circuit breaker', () => {
  it('lets requests through while the insurer answers, refusals and failures under the threshold included', () => {
    const { breaker } = setUp(3);
    fail(breaker, 2);
    breaker.permit()?.answered();
    fail(breaker, 2);
    expect(breaker.state()).toBe('closed');
    expect(breaker.permit()).toBeDefined();
  });

  it('opens after the threshold of failures in a row and then gives no permit', () => {
    const { breaker, changes } = setUp(3);
    fail(breaker, 3);
    expect(breaker.state()).toBe('open');
    expect(breaker.permit()).toBeUndefined();
    expect(changes).toEqual(['open']);
  });

  it('lets one probe through after the cool-down and closes when the insurer answers it', () => {
    const { breaker, changes, pass } = setUp(3, 30_000);
    fail(breaker, 3);
    pass(29_999);
    expect(breaker.permit()).toBeUndefined();
    pass(1);
    const probe = breaker.permit();
    expect(probe).toBeDefined();
    expect(breaker.state()).toBe('half-open');
    // While the probe is out, every other request still fails at once.
    expect(breaker.permit()).toBeUndefined();
    probe?.answered();
    expect(breaker.state()).toBe('closed');
    expect(changes).toEqual(['open', 'half-open', 'closed']);
    // Closed means counting from zero again.
    fail(breaker, 2);
    expect(breaker.state()).toBe('closed');
  });

  it('opens for another cool-down when the probe fails', () => {
    const { breaker, pass } = setUp(3, 30_000);
    fail(breaker, 3);
    pass(30_000);
    fail(breaker);
    expect(breaker.state()).toBe('open');
    pass(29_999);
    expect(breaker.permit()).toBeUndefined();
    pass(1);
    expect(breaker.permit()).toBeDefined();
  });

  it('is not opened again by late failures of requests sent before it opened', () => {
    const { breaker, pass } = setUp(2, 30_000);
    const late = breaker.permit();
    fail(breaker, 2);
    pass(20_000);
    late?.failed();
    pass(10_000);
    expect(breaker.permit()).toBeDefined();
  });

  it('counts a permit once, however often it is reported', () => {
    const { breaker } = setUp(2);
    const permit = breaker.permit();
    permit?.failed();
    permit?.failed();
    expect(breaker.state()).toBe('closed');
  });
});
