"""torch.maximum -> F.threshold: synthesised by warpgym synth (seed 7, index 1066, torch#2, dim 0 x2635)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(21080, 16, 32, 32), torch.randn(21080, 16, 32, 32)]


def get_init_inputs():
    return []
