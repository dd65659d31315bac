"""torch.maximum -> F.rrelu: synthesised by warpgym synth (seed 7, index 3728, torch#2, dim 0 x819)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> F.rrelu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(13104, 32, 16, 16), torch.randn(13104, 32, 16, 16)]


def get_init_inputs():
    return []
