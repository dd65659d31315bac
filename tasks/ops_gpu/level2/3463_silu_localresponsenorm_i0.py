"""F.silu -> F.local_response_norm -> torch.i0: synthesised by warpgym synth (seed 7, index 5440, torch#3, dim 0 x5907)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> F.local_response_norm -> torch.i0"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.silu(x)
        x = F.local_response_norm(x, size=4)
        x = torch.i0(x)
        return x


def get_inputs():
    return [torch.randn(11814, 8, 8, 16, 16)]


def get_init_inputs():
    return []
