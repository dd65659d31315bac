"""torch.swapaxes -> F.instance_norm: synthesised by warpgym synth (seed 9, index 236, torch#2, dim 0 x2915)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> F.instance_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(23320, 16, 32, 32)]


def get_init_inputs():
    return []
