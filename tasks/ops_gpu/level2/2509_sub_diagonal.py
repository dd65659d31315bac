"""torch.sub -> torch.diagonal: synthesised by warpgym synth (seed 7, index 3975, torch#2, dim 0 x3444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.diagonal"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(881664, 512), torch.randn(881664, 512)]


def get_init_inputs():
    return []
