"""torch.lgamma -> F.linear -> F.selu: synthesised by warpgym synth (seed 7, index 1426, torch#3, dim 0 x87)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> F.linear -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.lgamma(x)
        x = F.linear(x, x1)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(22272, 256), torch.randn(22272, 256)]


def get_init_inputs():
    return []
