"""torch.logcumsumexp -> torch.arctan2: synthesised by warpgym synth (seed 9, index 339, torch#2, dim 0 x1882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> torch.arctan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logcumsumexp(x, -1)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(481792, 256), torch.randn(481792, 256)]


def get_init_inputs():
    return []
