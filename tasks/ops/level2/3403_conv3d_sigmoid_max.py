"""F.conv3d -> F.sigmoid -> torch.max: synthesised by warpgym synth (seed 7, index 4475, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv3d -> F.sigmoid -> torch.max"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.conv3d(x, x1)
        x = F.sigmoid(x)
        x = torch.max(x, x2)
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16), torch.randn(2, 8, 8, 16, 16), torch.randn(2, 2, 1, 1, 1)]


def get_init_inputs():
    return []
