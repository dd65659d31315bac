"""F.instance_norm -> F.mish -> F.celu: synthesised by warpgym synth (seed 7, index 2724, torch#3, dim 0 x314)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> F.mish -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.instance_norm(x)
        x = F.mish(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(2512, 256, 128)]


def get_init_inputs():
    return []
