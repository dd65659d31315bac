"""F.relu -> torch.expm1: synthesised by warpgym synth (seed 7, index 3501, torch#2, dim 0 x1519)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(97216, 1024)]


def get_init_inputs():
    return []
