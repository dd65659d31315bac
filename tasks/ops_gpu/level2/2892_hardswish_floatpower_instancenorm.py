"""F.hardswish -> torch.float_power -> F.instance_norm: synthesised by warpgym synth (seed 7, index 4572, torch#3, dim 0 x225)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.float_power -> F.instance_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.float_power(x, 2.0)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(7200, 128, 64)]


def get_init_inputs():
    return []
