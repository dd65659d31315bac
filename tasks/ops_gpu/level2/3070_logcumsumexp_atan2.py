"""torch.logcumsumexp -> torch.atan2: synthesised by warpgym synth (seed 7, index 4855, torch#2, dim 0 x4233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> torch.atan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logcumsumexp(x, -1)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(8466, 8, 8, 16, 16), torch.randn(8466, 8, 8, 16, 16)]


def get_init_inputs():
    return []
