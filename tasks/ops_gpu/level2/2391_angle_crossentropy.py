"""torch.angle -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 3672, torch#2, dim 0 x7540)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> F.cross_entropy"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1930240, 256), torch.randn(1930240, 256)]


def get_init_inputs():
    return []
