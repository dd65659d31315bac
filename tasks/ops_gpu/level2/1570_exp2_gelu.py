"""torch.exp2 -> F.gelu: synthesised by warpgym synth (seed 7, index 2503, torch#2, dim 0 x868)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> F.gelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp2(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(27776, 128, 64)]


def get_init_inputs():
    return []
