"""torch.floor_divide -> torch.matmul: synthesised by warpgym synth (seed 7, index 3774, torch#2, dim 0 x1820)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> torch.matmul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.floor_divide(x, x1)
        x = torch.matmul(x, x2)
        return x


def get_inputs():
    return [torch.randn(14560, 16, 32, 32), torch.randn(14560, 16, 32, 32), torch.randn(14560, 16, 32, 32)]


def get_init_inputs():
    return []
