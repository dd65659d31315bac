"""torch.lerp -> torch.matmul: synthesised by warpgym synth (seed 7, index 6505, torch#2, dim 0 x1582)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> torch.matmul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.lerp(x, x1, x2)
        x = torch.matmul(x, x3)
        return x


def get_inputs():
    return [torch.randn(25312, 32, 16, 16), torch.randn(25312, 32, 16, 16), torch.randn(25312, 32, 16, 16), torch.randn(25312, 32, 16, 16)]


def get_init_inputs():
    return []
