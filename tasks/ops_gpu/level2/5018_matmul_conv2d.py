"""torch.matmul -> F.conv2d: synthesised by warpgym synth (seed 9, index 466, torch#2, dim 0 x39)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matmul -> F.conv2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.matmul(x, x1)
        x = F.conv2d(x, x2)
        return x


def get_inputs():
    return [torch.randn(624, 32, 16, 16), torch.randn(624, 32, 16, 16), torch.randn(624, 32, 16, 16)]


def get_init_inputs():
    return []
