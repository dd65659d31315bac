"""F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 1342, torch#1, dim 0 x3662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(29296, 16, 32, 32), torch.randn(29296, 16, 32, 32)]


def get_init_inputs():
    return []
