"""The edge-value trial's inputs (task_loader.with_edge_values) and which trials verify keeps
(verify._defined_trials): the same set on both sides, the task's domain and structure kept, and
a reference that fails or has integer outputs there leaves that trial out instead of failing."""
from __future__ import annotations

import textwrap
import types

import torch

from warpgym_harness import task_loader, verify


def test_edge_values_are_deterministic_and_stay_in_each_inputs_range():
    x = torch.randn(20_000) * 3
    a, b = task_loader.with_edge_values(x, 7), task_loader.with_edge_values(x, 7)
    assert torch.equal(a, b) and not torch.equal(a, x)
    changed = a != x
    assert 0.05 < changed.float().mean().item() < 0.2
    assert bool((a[changed] == torch.round(a[changed] * 2) / 2).all())  # 0, integers, halves
    positive = torch.rand(20_000) + 0.01
    p = task_loader.with_edge_values(positive, 7)
    assert p.min().item() > 0 and p.max().item() <= positive.max().item()


def test_sorted_integer_and_strided_inputs_are_left_alone():
    grid = torch.sort(torch.randn(4, 1000), dim=-1).values
    assert task_loader.with_edge_values(grid, 3) is grid  # a sorted grid stays sorted
    idx = torch.randint(0, 10, (1000,))
    assert task_loader.with_edge_values(idx, 3) is idx
    t = torch.randn(100, 100).t()
    assert task_loader.with_edge_values(t, 3) is t


def _module(source: str) -> types.ModuleType:
    mod = types.ModuleType("edge_task")
    exec(textwrap.dedent(source), mod.__dict__)
    return mod


def test_a_reference_that_fails_or_ties_on_edge_values_drops_only_that_trial():
    chol = _module("""
        import torch
        class Model(torch.nn.Module):  # a factorisation that edge values make singular, in effect
            def forward(self, x):
                if bool((x == torch.round(x)).any()):
                    raise RuntimeError("singular")
                return x * 2
        def get_inputs():
            return [torch.randn(64, 64)]
        def get_init_inputs():
            return []
    """)
    notes: list[str] = []
    seeds, scales, values, refs = verify._defined_trials(chol, chol.Model(), list(range(6)), "cpu", notes)
    assert task_loader.EDGE not in values and task_loader.RANDOM in values, notes
    assert any("edge values" in n for n in notes), notes
    argmax = _module("""
        import torch
        class Model(torch.nn.Module):
            def forward(self, x):
                return torch.argmax(x, dim=1)
        def get_inputs():
            return [torch.randn(16, 64)]
        def get_init_inputs():
            return []
    """)
    notes = []
    seeds, scales, values, refs = verify._defined_trials(argmax, argmax.Model(), list(range(6)), "cpu", notes)
    assert task_loader.EDGE not in values and len(values) == 5, notes
    assert any("not floating" in n for n in notes), notes


def test_input_sets_draw_what_torch_manual_seed_would() -> None:
    """make_input_sets seeds only the generators get_inputs draws from (a tenth of
    torch.manual_seed's host time, paid per CUDA timed call): the values are the same."""
    import torch

    from warpgym_harness import task_loader

    class Task:
        @staticmethod
        def get_inputs() -> list:
            return [torch.randn(5, 7), torch.rand(3), torch.randint(0, 9, (4,)), 2.5]

    for seed in (0, 7, 2**62 - 1):
        ours = task_loader.make_input_sets(Task, [seed], [1.0], "cpu")[0]
        torch.manual_seed(seed)
        theirs = Task.get_inputs()
        assert all(torch.equal(a, b) if isinstance(a, torch.Tensor) else a == b for a, b in zip(ours, theirs))
