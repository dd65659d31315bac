"""torch.div -> torch.diag_embed: synthesised by warpgym synth (seed 7, index 6131, torch#2, dim 0 x229)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> torch.diag_embed"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = torch.diag_embed(x)
        return x


def get_inputs():
    return [torch.randn(916, 32, 32, 32), torch.randn(916, 32, 32, 32)]


def get_init_inputs():
    return []
