"""InstanceNorm2d -> F.celu: synthesised by warpgym synth (seed 8, index 121, torch#2, dim 0 x3994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> F.celu"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(63904, 32, 16, 16)]


def get_init_inputs():
    return []
