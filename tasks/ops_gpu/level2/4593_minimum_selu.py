"""torch.minimum -> F.selu: synthesised by warpgym synth (seed 8, index 247, torch#2, dim 0 x2897)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(741632, 256), torch.randn(741632, 256)]


def get_init_inputs():
    return []
