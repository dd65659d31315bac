"""Cross-check of the hand-worked PPO examples in tests/trainer/rl/*_test.cc with an independent
PyTorch formulation: GAE as the usual vectorised backward loop that carries the next value and
advantage across masked tokens (verl's multi-turn form), the clipped surrogate as
torch.max(-A r, -A clamp(r)), and torch.var for explained variance. The numbers asserted here are
the same hand-computed ones as in the C++ tests, so a slip in the hand arithmetic shows up twice.
"""

from __future__ import annotations

import math

import pytest

from ci_skips import require_module

torch = require_module("torch")


def gae_masked(values, mask, rewards, gamma, lam):
    """Backward loop over all positions; masked-out positions pass the carried values through."""
    B, T = values.shape
    last = (mask * torch.arange(T)).argmax(dim=1)  # last policy position per row
    token_rewards = torch.zeros_like(values)
    token_rewards[torch.arange(B), last] = rewards
    next_value = torch.zeros(B, dtype=values.dtype)
    next_adv = torch.zeros(B, dtype=values.dtype)
    adv = torch.zeros_like(values)
    for t in reversed(range(T)):
        delta = token_rewards[:, t] + gamma * next_value - values[:, t]
        a = delta + gamma * lam * next_adv
        m = mask[:, t]
        adv[:, t] = a * m
        next_value = torch.where(m > 0, values[:, t], next_value)
        next_adv = torch.where(m > 0, a, next_adv)
    return adv, (adv + values) * mask


def rows(x):
    return torch.tensor(x, dtype=torch.float64)


def test_gae_multi_turn_example():
    values = rows([[7, 7, 0.2, 0.4, 100, -100, 0.6, 55, 55], [3, 0.5, 1e6, -0.5, 55, 55, 55, 55, 55]])
    mask = rows([[0, 0, 1, 1, 0, 0, 1, 0, 0], [0, 1, 0, 1, 0, 0, 0, 0, 0]])
    adv, ret = gae_masked(values, mask, rows([3, -1]), 1.0, 0.95)
    torch.testing.assert_close(adv, rows([[0, 0, 2.556, 2.48, 0, 0, 2.4, 0, 0], [0, -1.475, 0, -0.5, 0, 0, 0, 0, 0]]))
    torch.testing.assert_close(ret, rows([[0, 0, 2.756, 2.88, 0, 0, 3.0, 0, 0], [0, -0.975, 0, -1.0, 0, 0, 0, 0, 0]]))


def test_gae_one_turn_and_discount_examples():
    adv, ret = gae_masked(rows([[9, 0.5, 0.25, 0.75]]), rows([[0, 1, 1, 1]]), rows([1]), 1.0, 0.5)
    torch.testing.assert_close(adv, rows([[0, 0.0625, 0.625, 0.25]]))
    torch.testing.assert_close(ret, rows([[0, 0.5625, 0.875, 1.0]]))
    adv, _ = gae_masked(rows([[0, 0, 0, 0, 0]]), rows([[0, 1, 0, 0, 1]]), rows([4]), 0.5, 1.0)
    torch.testing.assert_close(adv, rows([[0, 2, 0, 0, 4]]))


def test_policy_loss_example():
    ratio = rows([[50, 1.0, 1.5, 1.5, 1.25], [50, 0.5, 0.5, 1, 1]])
    adv = rows([[100, 1, 2, -1, 1], [100, -1, 2, 100, 100]])
    mask = rows([[0, 1, 1, 1, 1], [0, 1, 1, 0, 0]])
    logp = (ratio.log() - 1.0).requires_grad_(True)
    r = torch.exp(logp - (-1.0))
    per_token = torch.max(-adv * r, -adv * torch.clamp(r, 1 - 0.2, 1 + 0.28))
    loss = (per_token * mask).sum() / mask.sum()
    assert loss.item() == pytest.approx(-0.585, abs=1e-12)
    loss.backward()
    torch.testing.assert_close(logp.grad, rows([[0, -1 / 6, 0, 0.25, -1.25 / 6], [0, 0, -1 / 6, 0, 0]]))
    k3 = ((r - 1) - torch.log(r)).detach()
    assert ((k3 * mask).sum() / mask.sum()).item() == pytest.approx(0.100370099, abs=1e-8)


def test_value_loss_and_explained_variance_examples():
    v, g, v_old = rows([1.0, 0.5, -1.0]), rows([2.0, 0.0, 1.0]), rows([0.5, 0.4, 0.0])
    assert (0.5 * (v - g).square().mean()).item() == pytest.approx(0.875, abs=1e-12)
    v_clip = v_old + torch.clamp(v - v_old, -0.2, 0.2)
    assert (0.5 * torch.max((v - g).square(), (v_clip - g).square()).mean()).item() == pytest.approx(0.99, abs=1e-12)
    returns, values = rows([1, 2, 3, 4]), rows([1, 2, 3, 3])
    ev = 1 - torch.var(returns - values) / torch.var(returns)  # ddof cancels in the ratio
    assert ev.item() == pytest.approx(0.85, abs=1e-12)


def test_mismatch_example():
    d = rows([-1.0, -0.5, -2.0]) - rows([-1.1, -0.5, -1.5])
    assert d.abs().mean().item() == pytest.approx(0.2, abs=1e-12)
    assert (d.exp() - 1 - d).mean().item() == pytest.approx(0.037233859, abs=1e-9)
    assert math.isclose(1.5 * math.log(2), 1.039720771, abs_tol=1e-9)  # the entropy example
