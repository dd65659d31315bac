"""torch.lerp -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 3264, torch#2, dim 0 x1713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.lerp(x, x1, x2)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(27408, 64, 128), torch.randn(27408, 64, 128), torch.randn(27408, 64, 128)]


def get_init_inputs():
    return []
