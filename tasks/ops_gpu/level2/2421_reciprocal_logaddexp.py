"""torch.reciprocal -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 3816, torch#2, dim 0 x1234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> torch.logaddexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.reciprocal(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(9872, 256, 128), torch.randn(9872, 256, 128)]


def get_init_inputs():
    return []
