"""torch.neg -> torch.subtract -> torch.sinc: synthesised by warpgym synth (seed 9, index 155, torch#3, dim 0 x254)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> torch.subtract -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.neg(x)
        x = torch.subtract(x, x1)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(8128, 128, 64), torch.randn(8128, 128, 64)]


def get_init_inputs():
    return []
