"""F.conv3d -> torch.sort -> torch.arctan2 -> torch.svd: synthesised by warpgym synth (seed 7, index 4314, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv3d -> torch.sort -> torch.arctan2 -> torch.svd"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.conv3d(x, x1)
        x = torch.sort(x)[0]
        x = torch.arctan2(x, x2)
        x = torch.svd(x)[0]
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16), torch.randn(2, 8, 8, 16, 16), torch.randn(2, 2, 1, 1, 1)]


def get_init_inputs():
    return []
