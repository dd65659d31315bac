"""torch.inner -> F.hardtanh: synthesised by warpgym synth (seed 7, index 5166, torch#2, dim 0 x77)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inner -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.inner(x, x1)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(19712, 256), torch.randn(19712, 256)]


def get_init_inputs():
    return []
