"""torch.logaddexp2 -> torch.adjoint -> torch.diff: synthesised by warpgym synth (seed 7, index 4067, torch#3, dim 0 x1114)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> torch.adjoint -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.adjoint(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(17824, 32, 16, 16), torch.randn(17824, 32, 16, 16)]


def get_init_inputs():
    return []
