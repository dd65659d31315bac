"""torch.arctan2 -> F.threshold -> F.glu: synthesised by warpgym synth (seed 7, index 5646, torch#3, dim 0 x2978)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.threshold -> F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(23824, 16, 32, 32), torch.randn(23824, 16, 32, 32)]


def get_init_inputs():
    return []
