"""SELU -> torch.inner: synthesised by warpgym synth (seed 7, index 5921, torch#2, dim 0 x273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.inner"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x, x1):
        x = self.selu_0(x)
        x = torch.inner(x, x1)
        return x


def get_inputs():
    return [torch.randn(17472, 1024), torch.randn(17472, 1024)]


def get_init_inputs():
    return []
