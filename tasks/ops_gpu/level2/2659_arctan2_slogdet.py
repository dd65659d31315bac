"""torch.arctan2 -> torch.slogdet: synthesised by warpgym synth (seed 7, index 4210, torch#2, dim 0 x3650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> torch.slogdet"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = torch.slogdet(x)[0]
        return x


def get_inputs():
    return [torch.randn(7300, 8, 8, 16, 16), torch.randn(7300, 8, 8, 16, 16)]


def get_init_inputs():
    return []
