"""F.mish -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 4692, torch#2, dim 0 x772)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.local_response_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(1544, 8, 8, 16, 16)]


def get_init_inputs():
    return []
