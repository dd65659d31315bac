"""F.local_response_norm -> torch.mul: synthesised by warpgym synth (seed 7, index 1534, torch#2, dim 0 x4350)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.mul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.local_response_norm(x, size=4)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(17400, 16, 8, 8, 8), torch.randn(17400, 16, 8, 8, 8)]


def get_init_inputs():
    return []
