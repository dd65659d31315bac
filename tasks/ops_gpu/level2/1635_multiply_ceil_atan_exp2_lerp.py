"""torch.multiply -> torch.ceil -> torch.atan -> torch.exp2 -> torch.lerp: synthesised by warpgym synth (seed 7, index 2597, torch#5, dim 0 x686)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> torch.ceil -> torch.atan -> torch.exp2 -> torch.lerp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.multiply(x, x1)
        x = torch.ceil(x)
        x = torch.atan(x)
        x = torch.exp2(x)
        x = torch.lerp(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(10976, 32, 256), torch.randn(10976, 32, 256), torch.randn(10976, 32, 256), torch.randn(10976, 32, 256)]


def get_init_inputs():
    return []
