"""F.silu -> torch.floor: synthesised by warpgym synth (seed 7, index 2962, torch#2, dim 0 x7835)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> torch.floor"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.silu(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(501440, 1024)]


def get_init_inputs():
    return []
