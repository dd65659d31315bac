"""F.threshold -> torch.min: synthesised by warpgym synth (seed 7, index 4373, torch#2, dim 0 x8776)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(17552, 8, 8, 16, 16), torch.randn(17552, 8, 8, 16, 16)]


def get_init_inputs():
    return []
