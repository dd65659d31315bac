"""GELU -> InstanceNorm1d -> F.softsign: synthesised by warpgym synth (seed 8, index 101, torch#3, dim 0 x1089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> InstanceNorm1d -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.instancenorm1d_1(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(278784, 256)]


def get_init_inputs():
    return []
