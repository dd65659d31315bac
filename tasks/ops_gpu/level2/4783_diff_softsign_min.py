"""torch.diff -> F.softsign -> torch.min: synthesised by warpgym synth (seed 9, index 86, torch#3, dim 0 x2858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> F.softsign -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.diff(x)
        x = F.softsign(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(731648, 256), torch.randn(731648, 255)]


def get_init_inputs():
    return []
