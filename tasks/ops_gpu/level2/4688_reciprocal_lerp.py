"""torch.reciprocal -> torch.lerp: synthesised by warpgym synth (seed 8, index 390, torch#2, dim 0 x2365)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> torch.lerp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.reciprocal(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(605440, 256), torch.randn(605440, 256), torch.randn(605440, 256)]


def get_init_inputs():
    return []
