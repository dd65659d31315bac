"""Mish -> F.relu -> F.glu: synthesised by warpgym synth (seed 7, index 4410, torch#3, dim 0 x18807)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.relu -> F.glu"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.relu(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(2407296, 256)]


def get_init_inputs():
    return []
