"""torch.addcmul -> F.celu: synthesised by warpgym synth (seed 7, index 209, torch#2, dim 0 x1797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(28752, 32, 256), torch.randn(28752, 32, 256), torch.randn(28752, 32, 256)]


def get_init_inputs():
    return []
