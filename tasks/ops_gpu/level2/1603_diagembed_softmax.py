"""torch.diag_embed -> F.softmax: synthesised by warpgym synth (seed 7, index 2543, torch#2, dim 0 x448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diag_embed -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diag_embed(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(3584, 64, 16, 16)]


def get_init_inputs():
    return []
