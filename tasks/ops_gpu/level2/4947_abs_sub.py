"""torch.abs -> torch.sub: synthesised by warpgym synth (seed 9, index 352, torch#2, dim 0 x2323)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> torch.sub"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.abs(x)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(594688, 512), torch.randn(594688, 512)]


def get_init_inputs():
    return []
