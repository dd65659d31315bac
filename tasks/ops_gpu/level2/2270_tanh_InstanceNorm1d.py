"""F.tanh -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 3597, torch#2, dim 0 x1168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = F.tanh(x)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(598016, 256)]


def get_init_inputs():
    return []
